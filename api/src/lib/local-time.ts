// Wall-clock arithmetic in a branch's own time zone with Intl only (no date library, no Temporal).

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` → minutes after midnight. */
export const toMinutes = (hour: string): number => {
  const [h = 0, m = 0] = hour.split(':').map(Number);
  return h * 60 + m;
};
/** Minutes after midnight (0 … 1439) → `HH:MM`. */
export const toHour = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 Sunday … 6 Saturday, as the branch schedules count them. */
export function weekday(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Today's date and the minutes past midnight on the wall clock of `timeZone` at `instant`. */
export function localNow(instant: Date, timeZone: string): { date: string; minutes: number } {
  const clock = wallClock(instant, timeZone);
  return {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    minutes: clock.hour * 60 + clock.minute,
  };
}

/** The instant at which the wall clock of `timeZone` shows `date` `hour`. */
export function zonedInstant(date: string, hour: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const wanted = Date.UTC(y, m - 1, d, Math.floor(toMinutes(hour) / 60), toMinutes(hour) % 60);
  // The zone's offset at the first guess, then again at the corrected instant (a change of offset in between).
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const clock = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}
