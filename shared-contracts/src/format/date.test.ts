import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './date.ts';

describe('formatCalendarDate', () => {
  it('names the weekday and month in the language asked, never shifted by a time zone', () => {
    expect(formatCalendarDate('2026-11-23', 'es-CO')).toBe('lunes, 23 de noviembre');
    expect(formatCalendarDate('2026-11-23', 'en-US', true)).toBe('Monday, November 23, 2026');
    expect(formatCalendarDate('2026-01-01', 'pt-BR')).toBe('quinta-feira, 1 de janeiro');
  });
});
