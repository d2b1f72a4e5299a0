/**
 * Tags every sid a remote writes with the id of the build it belongs to (Node only, a Vite plugin).
 *
 * Why: the shell's server keeps every build of a remote it has loaded in one process (Node cannot
 * unload an ES module), and an old build's stores stay wired to the shared stores. When a remote is
 * redeployed, or rolled back, both builds' stores reach the request's scope under the same sid, and
 * `serialize` may write the old store's value: the page then hydrates with other data than it was
 * rendered with. With the build id in the sid, two builds never share one, while the browser and server
 * passes of one build (`vite build`, then `vite build --mode server` into the same folder) agree.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SID_LITERAL } from '../src/sid-literal.ts';

/** The file the browser pass writes into the output folder and the server pass reads. */
export const BUILD_ID_FILE = '.mesa-build-id';

/** `sid: 'menu/slug'` → `sid: 'menu/slug@<build>'`, only for sids under the remote's own prefix. */
export function tagSids(code: string, prefix: string, buildId: string): string {
  return code.replace(SID_LITERAL, (literal, quote: string, sid: string) =>
    sid.startsWith(`${prefix}/`) ? `sid: ${quote}${sid}@${buildId}${quote}` : literal,
  );
}

interface BuildScopedSidsOptions {
  /** The remote's sid prefix, its name (`checkout` for `checkout/...`). */
  prefix: string;
  /** true for the server pass: it reads the browser pass's id instead of making a new one. */
  serverPass: boolean;
}

export function buildScopedSids({ prefix, serverPass }: BuildScopedSidsOptions): Plugin {
  let buildId = '';
  let sourceRoot = '';
  return {
    name: 'mesa:build-scoped-sids',
    apply: 'build',
    configResolved(config) {
      sourceRoot = resolve(config.root, 'src') + sep;
      const outDir = resolve(config.root, config.build.outDir);
      const file = join(outDir, BUILD_ID_FILE);
      if (serverPass) {
        try {
          buildId = readFileSync(file, 'utf8').trim();
        } catch {
          throw new Error(`${file} is missing: run the browser build (vite build) before --mode server`);
        }
      } else {
        // Written once the bundle is out (writeBundle), after the build has emptied the folder.
        buildId = randomBytes(4).toString('hex');
      }
    },
    transform(code, id) {
      if (!id.startsWith(sourceRoot) || !code.includes('sid')) return null;
      const tagged = tagSids(code, prefix, buildId);
      return tagged === code ? null : { code: tagged, map: null };
    },
    writeBundle(options) {
      if (serverPass || !options.dir) return;
      mkdirSync(options.dir, { recursive: true });
      writeFileSync(join(options.dir, BUILD_ID_FILE), `${buildId}\n`);
    },
  };
}
