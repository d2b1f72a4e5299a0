import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stylesheet's text as it can sit in a `<style>` element: no `<` is left in it, so nothing can close the
 * element or pass for a tag to what rewrites the page's markup (the script nonces). `<` appears in CSS only
 * in strings and comments, where `\3c ` is the same character.
 */
export const styleElementText = (css: string): string => css.replace(/</g, '\\3c ');

/**
 * The shell's built stylesheets written into its page, read once from the build (`dist`). A served page
 * is painted as soon as it and its styles are in: a stylesheet linked from it is one more connection and
 * request before the first paint, about 300 ms on a phone over a slow network, for about 3 KB of
 * compressed text. Linked files missing from the build stay linked.
 */
export function inlineShellStyles(template: string, dist: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      try {
        return `<style data-href="${href}">${styleElementText(readFileSync(join(dist, href), 'utf8'))}</style>`;
      } catch {
        return link;
      }
    },
  );
}

/**
 * The text of remotes' stylesheets, by URL, fetched once: their names carry their content's hash, so a
 * text read once is the file's for good. A failed read is forgotten (the page links the file instead) and
 * tried again on a later page.
 */
export function createStyleTexts({ fetchTimeoutMs = 1500, limit = 200 } = {}) {
  const texts = new Map<string, Promise<string | null>>();
  const read = async (url: string): Promise<string | null> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (response.ok) return await response.text();
    } catch {
      // Unreachable or too slow: linked instead.
    }
    texts.delete(url);
    return null;
  };
  return {
    /** Each URL's text, for those that could be read. */
    async of(urls: readonly string[]): Promise<Record<string, string>> {
      const entries = await Promise.all(
        urls.map(async (url) => {
          let text = texts.get(url);
          if (!text) {
            // Old builds' files are not asked for again: the oldest go first.
            if (texts.size >= limit) texts.delete(texts.keys().next().value as string);
            text = read(url);
            texts.set(url, text);
          }
          return [url, await text] as const;
        }),
      );
      return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
    },
  };
}
