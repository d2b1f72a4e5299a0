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
 * Whose words and clock a date is written in: the page's language (`en`, or `i18n.language`: `en-CO`) and
 * the instance's country (`CO`, its `country_code`).
 */
export interface DateWording {
  lang: string;
  country: string;
}

/**
 * The page's language in the instance's country: an English page of a Colombian site is `en-CO` (12-hour
 * clock, "PM"), a Portuguese one `pt-CO` (24-hour), a Spanish one `es-CO`, whatever region `lang` already
 * names. Intl falls back to the language alone where it has no data for the pair. No two-letter country:
 * the language as given.
 */
function localeOf(wording: string | DateWording): string {
  if (typeof wording === 'string') return wording;
  const language = wording.lang.split('-')[0] ?? '';
  if (!/^[A-Za-z]{2}$/.test(wording.country) || language === '') return wording.lang;
  return `${language.toLowerCase()}-${wording.country.toUpperCase()}`;
}

/**
 * A calendar date (`YYYY-MM-DD`, already in the branch's time zone) in words of `wording` (a `DateWording`,
 * or a locale taken as it is): `2026-11-23` → `lunes, 23 de noviembre`. Read as UTC so the viewer's own
 * zone never shifts the day.
 */
export function formatCalendarDate(date: string, wording: string | DateWording, withYear = false): string {
  const locale = localeOf(wording);
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
 * A moment (ISO 8601) as a date and time of `wording` (a `DateWording`, or a locale taken as it is) in the
 * branch's `timeZone`, so the server's render and every viewer read the same clock: `2026-11-22T19:05:00Z`
 * → `22/11/2026, 2:05 p. m.` in Bogotá in Spanish, `Nov 22, 2026, 2:05 PM` in English.
 */
export function formatMoment(iso: string, wording: string | DateWording, timeZone: string): string {
  const locale = localeOf(wording);
  const formatter = formatterFor(
    `moment ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
  );
  return formatter.format(new Date(iso));
}
