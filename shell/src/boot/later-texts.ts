/**
 * The built page names, in a comment, the chunks of the texts in English and Portuguese (the files
 * `*-others.ts`, loaded on demand); the server turns it into preloads when it serves a page in one of
 * those languages, so its boot finds them fetched already. A Spanish page never asks for them.
 */
const LATER_TEXTS = /<!--mesa-later-texts:([^>]*)-->/;

/** The comment the build writes: the chunks' addresses, space separated. */
export const laterTextsComment = (files: readonly string[]): string =>
  `<!--mesa-later-texts:${files.join(' ')}-->`;

/**
 * The page with the comment turned into preloads when `lang` is not Spanish, or taken out. The test is
 * `needsLaterTexts`'s, written here because the build's config loads this file, and importing it would
 * load all of `shared-contracts` into the build.
 */
export function preloadLaterTexts(page: string, lang: string): string {
  return page.replace(LATER_TEXTS, (_, files: string) =>
    lang.split('-')[0] === 'es'
      ? ''
      : files
          .split(' ')
          .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
          .join(''),
  );
}
