import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { NS } from './i18n.ts';
import './orders-bookings-i18n.ts';

describe('the bookings screen', () => {
  it('says why a party cannot be seated yet, its day or six hours before a small-hours booking, in es, en and pt', () => {
    const say = (lang: string) => i18n.getFixedT(lang, NS)('api.booking_seat_too_early');
    expect(say('es')).toBe(
      'Esa reserva aún no se puede sentar: se sienta desde su día, o desde 6 horas antes si es de madrugada.',
    );
    expect(say('en')).toBe(
      'That party cannot be seated yet: from the day of the booking on, or 6 hours before a booking in the small hours.',
    );
    expect(say('pt')).toBe(
      'Essa reserva ainda não pode ser sentada: a partir do dia dela, ou 6 horas antes se for de madrugada.',
    );
  });
});
