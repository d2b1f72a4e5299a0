import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { $instance } from './instance.ts';
import { $lang } from './lang.ts';
import { $serviceLabels } from './service-labels.ts';

describe('$serviceLabels', () => {
  const hotel = makeInstanceConfig({
    language: 'es',
    langs: ['es', 'en', 'pt'],
    labels_buttons: {
      delivery: '',
      take_away: '',
      on_table: 'Servicio a la habitación',
      book: 'Reservar en el restaurante',
    },
  });

  it("keeps the operator's names on a page in the instance's language, and leaves them out in another", () => {
    const spanish = fork({
      values: [
        [$instance, hotel],
        [$lang, 'es'],
      ],
    });
    expect(spanish.getState($serviceLabels)?.on_table).toBe('Servicio a la habitación');
    for (const lang of ['en', 'pt'] as const) {
      expect(
        fork({
          values: [
            [$instance, hotel],
            [$lang, lang],
          ],
        }).getState($serviceLabels),
      ).toBeNull();
    }
  });
});
