// Serves one app's production build the way a real static host should:
// precompressed files, long cache for hashed assets, revalidation for HTML, manifests, the remote entries
// (remoteEntry.js for browsers, remoteEntry.ssr.js for the shell's server) and the shell's service worker (so a redeployed remote or shell is picked up on the next page load), CORS for the
// instance host names.
// Usage: node scripts/serve-static.mjs <app> [--dir <dist folder>] [--port <port>]
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { RELEASE_ID_PATTERN } from '../shared-contracts/src/remote-releases.mjs';
import { APPS, ROOT, appPort } from './apps.mjs';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map)$/;

/** Writes .gz and .br beside every text asset once, so each request costs no compression work. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const source = readFileSync(file);
      const mtime = statSync(file).mtimeMs;
      for (const [ext, compress] of [
        ['.gz', (data) => gzipSync(data, { level: 9 })],
        ['.br', (data) => brotliCompressSync(data)],
      ]) {
        const target = file + ext;
        if (!existsSync(target) || statSync(target).mtimeMs < mtime) writeFileSync(target, compress(source));
      }
    }
  }
}

const isHashedAsset = (path) => /\/assets\//.test(path) || /[.-][A-Za-z0-9_-]{8,}\.(js|css)$/.test(path);

/**
 * Revalidated: what a deploy changes under the same name. A path without an extension is an SPA route,
 * answered with index.html (sirv passes the requested path, not the file it serves).
 */
export function cacheControlFor(pathname) {
  const page = pathname.endsWith('.html') || !/\.[A-Za-z0-9]+$/.test(pathname);
  if (
    page ||
    pathname.endsWith('mf-manifest.json') ||
    pathname.endsWith('remoteEntry.js') ||
    pathname.endsWith('remoteEntry.ssr.js') ||
    pathname === '/sw.js'
  ) {
    return 'no-cache';
  }
  if (isHashedAsset(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The request handler that serves a build folder with the headers above (the shell's server reuses it). */
export function staticHandler({ dir, spa }) {
  precompress(dir);
  const handler = sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    handler(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('Not found');
    });
  };
}

/**
 * A remote's published releases (`<app>/releases/<id>/`, scripts/release-remote.mjs) under
 * `/releases/<id>/`, beside its current build: an operator pins an instance to one (docs/features/remotes.md).
 * A release is never changed once published, so each one's handler is made once, on its first request.
 */
export function releasesHandler(releasesDir, current) {
  const handlers = new Map();
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const match = /^\/releases\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match || !RELEASE_ID_PATTERN.test(match[1])) return current(req, res);
    const dir = join(releasesDir, match[1]);
    if (!existsSync(join(dir, 'mf-manifest.json'))) {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
      res.end('No such release');
      return;
    }
    let handler = handlers.get(match[1]);
    if (!handler) {
      try {
        handler = staticHandler({ dir, spa: false });
      } catch (error) {
        // A release removed while it was being read: this request fails, the host stays up.
        console.error(`release ${match[1]}:`, error);
        res.writeHead(503, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
        res.end('Release unavailable');
        return;
      }
      handlers.set(match[1], handler);
    }
    req.url = match[2] + url.search;
    handler(req, res);
  };
}

export function serveStatic({ dir, port, spa, releasesDir }) {
  const current = staticHandler({ dir, spa });
  const server = createServer(releasesDir ? releasesHandler(releasesDir, current) : current);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolvePromise(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string' }, port: { type: 'string' } },
  });
  const app = APPS.find((candidate) => candidate.name === positionals[0] || candidate.dir === positionals[0]);
  if (!app) {
    console.error(`Unknown app "${positionals[0]}". One of: ${APPS.map((a) => a.name).join(', ')}`);
    process.exit(2);
  }
  const dir = resolve(values.dir ?? join(ROOT, app.dir, 'dist'));
  if (!existsSync(join(dir, 'index.html')) && !existsSync(join(dir, 'remoteEntry.js'))) {
    console.error(`${dir} has no build. Run "pnpm build" first.`);
    process.exit(1);
  }
  const port = Number(values.port ?? appPort(app));
  // Releases live beside the app's builds, whichever build folder is served as the current one.
  const releasesDir = app.spa ? undefined : join(ROOT, app.dir, 'releases');
  await serveStatic({ dir, port, spa: app.spa, releasesDir });
  console.log(`${app.name} serving ${dir} on http://localhost:${port}`);
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
