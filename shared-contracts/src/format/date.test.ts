import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMoment } from './date.ts';

describe('formatCalendarDate', () => {
  it('names the weekday and month in the language asked, never shifted by a time zone', () => {
    expect(formatCalendarDate('2026-11-23', 'es-CO')).toBe('lunes, 23 de noviembre');
    expect(formatCalendarDate('2026-11-23', 'en-US', true)).toBe('Monday, November 23, 2026');
    expect(formatCalendarDate('2026-01-01', 'pt-BR')).toBe('quinta-feira, 1 de janeiro');
  });

  it('keeps one formatter per language and options: a date with its year and one without never mix', () => {
    expect(formatCalendarDate('2026-11-23', 'es-CO', true)).toBe('lunes, 23 de noviembre de 2026');
    expect(formatCalendarDate('2026-11-24', 'es-CO')).toBe('martes, 24 de noviembre');
    expect(formatCalendarDate('2026-11-24', 'en-US')).toBe('Tuesday, November 24');
  });
});

describe('formatMoment', () => {
  it("reads a moment on the branch's clock, whatever the viewer's zone", () => {
    expect(formatMoment('2026-11-22T19:05:00Z', 'en-US', 'America/Bogota')).toBe('Nov 22, 2026, 2:05 PM');
    expect(formatMoment('2026-11-23T03:30:00Z', 'en-US', 'America/Mexico_City')).toBe(
      'Nov 22, 2026, 9:30 PM',
    );
  });
});

describe("a date in the page's language and the instance's country", () => {
  const at = '2026-11-30T17:32:00Z';
  const bogota = 'America/Bogota';

  it('reads "PM" in English and a 24-hour clock in Portuguese, never the Spanish "p. m."', () => {
    expect(formatMoment(at, { lang: 'en', country: 'CO' }, bogota)).toBe('Nov 30, 2026, 12:32 PM');
    expect(formatMoment(at, { lang: 'en-CO', country: 'CO' }, bogota)).toBe('Nov 30, 2026, 12:32 PM');
    expect(formatMoment(at, { lang: 'pt-CO', country: 'CO' }, bogota)).toBe('30 de nov. de 2026, 12:32');
    expect(formatCalendarDate('2026-11-30', { lang: 'pt', country: 'CO' })).toBe(
      'segunda-feira, 30 de novembro',
    );
  });

  it('leaves a Spanish page as it was with the locale itself', () => {
    const spanish = formatMoment(at, 'es-CO', bogota);
    expect(spanish).toContain('12:32 p. m.');
    expect(formatMoment(at, { lang: 'es-CO', country: 'CO' }, bogota)).toBe(spanish);
    expect(formatMoment(at, { lang: 'es', country: 'co' }, bogota)).toBe(spanish);
    expect(formatCalendarDate('2026-11-23', { lang: 'es', country: 'CO' }, true)).toBe(
      'lunes, 23 de noviembre de 2026',
    );
  });

  it('writes the language alone when the country is unknown', () => {
    expect(formatMoment(at, { lang: 'pt', country: '' }, bogota)).toBe(formatMoment(at, 'pt', bogota));
    expect(formatMoment(at, { lang: 'en-CO', country: 'Colombia' }, bogota)).toBe(
      formatMoment(at, 'en-CO', bogota),
    );
  });
});
