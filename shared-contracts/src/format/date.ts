/**
 * A calendar date (`YYYY-MM-DD`, already in the branch's time zone) in words of `locale`:
 * `2026-11-23` → `lunes, 23 de noviembre`. Read as UTC so the viewer's own zone never shifts the day.
 */
export function formatCalendarDate(date: string, locale: string, withYear = false): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A moment (ISO 8601) as a date and time of `locale` in the branch's `timeZone`, so the server's render
 * and every viewer read the same clock: `2026-11-22T19:05:00Z` → `22 nov 2026, 2:05 p. m.` in Bogotá.
 */
export function formatMoment(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
