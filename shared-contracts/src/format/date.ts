import { BoundedCache } from '../bounded-cache.ts';

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a page asks for many dates at
// once (the booking form's month of days, a list of orders): one formatter per locale and options. The
// locales come from the instances' configs, a short list; the cap only keeps a server's memory bounded
// whatever it is asked.
const formatters = new BoundedCache<Intl.DateTimeFormat>(64);

function formatterFor(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar date (`YYYY-MM-DD`, already in the branch's time zone) in words of `locale`:
 * `2026-11-23` → `lunes, 23 de noviembre`. Read as UTC so the viewer's own zone never shifts the day.
 */
export function formatCalendarDate(date: string, locale: string, withYear = false): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const formatter = formatterFor(
    `calendar ${locale} ${withYear}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  );
  return formatter.format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A moment (ISO 8601) as a date and time of `locale` in the branch's `timeZone`, so the server's render
 * and every viewer read the same clock: `2026-11-22T19:05:00Z` → `22 nov 2026, 2:05 p. m.` in Bogotá.
 */
export function formatMoment(iso: string, locale: string, timeZone: string): string {
  const formatter = formatterFor(
    `moment ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
  );
  return formatter.format(new Date(iso));
}
