import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BoundedCache } from 'shared-contracts/bounded-cache';

/**
 * A stylesheet's text as it can sit in a `<style>` element: no `<` that starts an end tag, a comment or
 * a tag that what rewrites the page's markup looks for (`<script`, `<link`: the nonces) is left in it, so
 * nothing can close the element or take a nonce. Such a `<` appears in CSS only in strings and comments,
 * where `\3c ` is the same character. Any other `<` stays: the minifier writes media queries as ranges
 * (`(width<=420px)`, `(400px<width<600px)`), and an escape there is no longer the query.
 */
export const styleElementText = (css: string): string =>
  css.replace(/<(?=[/!?]|script|link|style)/gi, '\\3c ');

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
 * The text of remotes' stylesheets, by URL, read once: their names carry their content's hash, so a text
 * read once is the file's for good. A page never waits for a read: it gets the texts already read and
 * links the others, whose reads start then (the first page of a new build links them, the next ones carry
 * them). A failed read is forgotten and tried again by a later page.
 */
export function createStyleTexts({ fetchTimeoutMs = 1500, limit = 200 } = {}) {
  // Old builds' files are not asked for again: past the limit, the oldest go first.
  const texts = new BoundedCache<string>(limit);
  /** The reads under way, by URL: one per file however many pages ask meanwhile. */
  const reading = new Map<string, Promise<void>>();
  const read = async (url: string): Promise<void> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (response.ok) {
        texts.set(url, await response.text());
      }
    } catch {
      // Unreachable or too slow: linked until a later page reads it.
    } finally {
      reading.delete(url);
    }
  };
  return {
    /** The texts of `urls` already read, by URL; the reads of the others start. */
    of(urls: readonly string[]): Record<string, string> {
      const known: Record<string, string> = {};
      for (const url of urls) {
        const text = texts.get(url);
        if (text !== undefined) known[url] = text;
        else if (!reading.has(url)) reading.set(url, read(url));
      }
      return known;
    },
    /** Resolves once no read is under way (what a test waits for). */
    async settled(): Promise<void> {
      await Promise.all(reading.values());
    },
  };
}
