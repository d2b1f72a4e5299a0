import * as z from 'zod/mini';

/*
 * Text a person types (names, comments, addresses) is limited in the characters they see: an emoji, a
 * flag or a letter with its accent typed as two marks is one character, though a string's `length`
 * counts UTF-16 units (two for most emoji, up to eleven for a family). The forms and the API count with
 * the same function, so a text the form takes is one the API takes.
 */

// Grapheme clusters follow the same rules in every language, so one segmenter serves every page and
// request. A browser without `Intl.Segmenter` (Firefox before 125) counts code points: never fewer than
// the characters seen, so its form only ever refuses earlier than the API, never lets through what the
// API refuses.
const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('und', { granularity: 'grapheme' }) : null;

/** How many characters a person sees in `text` (its grapheme clusters). */
export function textLength(text: string): number {
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The first `max` characters of `text` as `textLength` counts them: what a field keeps of a long paste. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (!graphemes) return Array.from(text).slice(0, max).join('');
  let clipped = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    clipped += segment;
    count++;
  }
  return clipped;
}

/**
 * The UTF-16 units a typed text may take per character of its limit. A character has no length of its
 * own (a letter may carry any number of accents), so the stored size is bounded apart: ten units each
 * is room for a text made entirely of emoji, joined families and flags included.
 */
export const UNITS_PER_CHARACTER = 10;

export interface TypedTextRule {
  /** The fewest characters (0: may be empty). */
  min?: number;
  /** The most characters. */
  max: number;
  /** Surrounding spaces are dropped before counting (default); false keeps the text as typed. */
  trim?: boolean;
}

/**
 * Text a person types, `min` to `max` characters as they see them (`textLength`), trimmed unless told
 * otherwise. Its schema also says `maxLength` in UTF-16 units (`UNITS_PER_CHARACTER` per character),
 * the bound of what is stored, which the API's OpenAPI description shows.
 */
export function typedText({ min = 0, max, trim = true }: TypedTextRule) {
  const tooLong = `Too long: at most ${max} characters`;
  const tooShort = `Too short: at least ${min} characters`;
  return z.string().check(
    ...(trim ? [z.trim()] : []),
    // Nothing beyond the stored bound is counted: a huge text is refused before it is segmented.
    z.maxLength(max * UNITS_PER_CHARACTER, { error: tooLong, abort: true }),
    ...(min > 0 ? [z.minLength(1, { error: tooShort, abort: true })] : []),
    ...(min > 1 ? [z.refine<string>((text) => textLength(text) >= min, { error: tooShort })] : []),
    z.refine<string>((text) => textLength(text) <= max, { error: tooLong }),
  );
}
