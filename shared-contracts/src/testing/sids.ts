/**
 * Checks the `sid`s a package writes. Each package's sid test hands in its own sources, read with
 * `import.meta.glob('./**\/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })`, so a store
 * added later is checked without being listed anywhere.
 */
import { SID_LITERAL } from '../sid-literal.ts';

/** Every sid written in the given sources (`{ path: source text }`), in order, repeats included. */
export function sidsInSources(sources: Record<string, string>): string[] {
  return Object.values(sources).flatMap((source) =>
    [...source.matchAll(SID_LITERAL)].map((match) => match[2] ?? ''),
  );
}

/**
 * What is wrong with a package's sids: a repeated one (two stores would share one serialized value) or
 * one without the package's prefix (`'<package>/<name>'`, so no two packages can clash).
 */
export function sidProblems(sids: string[], prefix: string): string[] {
  const problems = sids
    .filter((sid) => !sid.startsWith(`${prefix}/`))
    .map((sid) => `${sid}: not under ${prefix}/`);
  const seen = new Set<string>();
  for (const sid of sids) {
    if (seen.has(sid)) problems.push(`${sid}: used twice`);
    seen.add(sid);
  }
  return problems;
}
