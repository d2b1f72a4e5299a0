import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { formatMoment } from '../format/date.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { $dateWording } from './date-wording.ts';
import { $instance } from './instance.ts';
import { $lang } from './lang.ts';

describe('$dateWording', () => {
  it("writes an English page of a Colombian site with Colombia's clock in English words", () => {
    const scope = fork({
      values: [
        [$lang, 'en'],
        [$instance, makeInstanceConfig({ country_code: 'CO' })],
      ],
    });
    const wording = scope.getState($dateWording);
    expect(wording).toEqual({ lang: 'en', country: 'CO' });
    expect(formatMoment('2026-11-30T17:32:00Z', wording, 'America/Bogota')).toBe('Nov 30, 2026, 12:32 PM');
  });
});
