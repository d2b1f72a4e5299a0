import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { NS } from './i18n.ts';
import './orders-bookings-i18n.ts';

describe('the bookings screen', () => {
  it('says why a party of another day cannot be seated yet, in es, en and pt', () => {
    const say = (lang: string) => i18n.getFixedT(lang, NS)('api.booking_seat_too_early');
    expect(say('es')).toBe('Esa reserva es para otro día: solo se puede sentar desde el día de la reserva.');
    expect(say('en')).toBe(
      'That booking is for another day: the party can be seated from the day of the booking on.',
    );
    expect(say('pt')).toBe('Essa reserva é para outro dia: só pode ser sentada a partir do dia da reserva.');
  });
});
