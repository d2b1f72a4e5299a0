/**
 * Roughly how long `ms` is, rounded up, in `lang`'s words: "45 segundos", "58 minutes", "2 horas". Used where
 * a refusal says when to try again; the unit is the largest that still says more than "1 or 2" of it.
 */
export function waitWording(ms: number, lang: string): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
