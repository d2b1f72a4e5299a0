import { federation } from '@module-federation/vite';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { CSS_TARGET, federationShared, REMOTE_PORTS } from '../shared-contracts/build/federation.ts';
import { FIRST_LOAD_URLS } from '../shared-contracts/src/api/first-load-urls.ts';
import { ROUTE_TABLE } from '../shared-contracts/src/paths/paths.ts';
import { patternSource } from '../shared-contracts/src/paths/route.ts';
import { EARLY_TAPS_SCRIPT } from './src/boot/early-taps.ts';
import { laterTextsComment } from './src/boot/later-texts.ts';
import { RECORD_FAILED_STYLES } from './src/boot/ssr-payload.ts';

const port = Number(process.env.PORT ?? REMOTE_PORTS.shell);

/** Fewer params first; a pattern ending in `*` (any rest of the path) after every narrower one. */
const rank = (path: string) => path.split(':').length + (path.endsWith('*') ? 100 : 0);

/**
 * Which remote serves which path and what its first screen loads, as [regex source, remote, [[first load,
 * API path with `{slug}`]…]] for the inline boot script, so it can start the route's data and preload its
 * remote as early as possible. Static paths come first. The shell's own pages are listed with no remote,
 * so their paths never match a remote's wider pattern.
 */
function routeTable(): [string, string, [string, string][]][] {
  return Object.values(ROUTE_TABLE)
    .map((entry) => ({
      path: entry.pattern,
      remote: entry.mount?.remote ?? '',
      loads: entry.mount && 'firstLoads' in entry.mount ? entry.mount.firstLoads : [],
    }))
    .sort((a, b) => rank(a.path) - rank(b.path))
    .map((route) => [
      patternSource(route.path),
      route.remote,
      route.loads.map((load): [string, string] => [load, FIRST_LOAD_URLS[load]('{slug}')]),
    ]);
}

/**
 * Fills the inline scripts: VITE_API_URL (when set at build; empty means "same host, port 4000"), the
 * routes, the failed-stylesheet recorder and the early-tap listener (one source for the served and the
 * static page).
 */
function bootScriptValues(): Plugin {
  return {
    name: 'mesa-boot-script-values',
    transformIndexHtml: (html) => {
      const routes = JSON.stringify(routeTable()).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
      return html
        .replace('%MESA_API_URL%', () => process.env.VITE_API_URL ?? '')
        .replace('%MESA_ROUTES%', () => routes)
        .replace(
          /<script>\s*%MESA_RECORD_FAILED_STYLES%\s*<\/script>/,
          () => `<script>${RECORD_FAILED_STYLES}</script>`,
        )
        .replace(/<script>\s*%MESA_EARLY_TAPS%\s*<\/script>/, () => `<script>${EARLY_TAPS_SCRIPT}</script>`);
    },
  };
}

/**
 * Every JavaScript file the shell builds for its boot is needed before the first paint, but federation
 * chains them (entry → share proxies → app → pending shares). Preloading all of them from the HTML turns
 * that chain into one parallel step; files our own code loads on demand are left out.
 */
function preloadAllChunks(): Plugin {
  return {
    name: 'mesa-preload-all-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const ownCode = (chunk: Rolldown.OutputChunk) =>
          chunk.moduleIds.some((id) => /\/(shell|shared-contracts)\/src\//.test(id));
        // What our own code imports on demand (the phone rules) waits for that moment; federation's
        // own dynamic imports (share proxies, shared modules) are part of the boot chain.
        const onDemand = new Set(chunks.filter(ownCode).flatMap((chunk) => chunk.dynamicImports));
        for (const chunk of chunks) {
          if (chunks.some((other) => other.imports.includes(chunk.fileName))) onDemand.delete(chunk.fileName);
          if (chunks.some((other) => !ownCode(other) && other.dynamicImports.includes(chunk.fileName))) {
            onDemand.delete(chunk.fileName);
          }
        }
        const files = chunks
          .filter((output) => !html.includes(output.fileName) && !onDemand.has(output.fileName))
          .map((output) => output.fileName)
          .sort();
        // The English and Portuguese texts, on demand: named for the server, which preloads them for a
        // page in one of those languages (src/boot/later-texts.ts).
        const laterTexts = chunks
          .filter((chunk) => onDemand.has(chunk.fileName) && chunk.facadeModuleId?.endsWith('-others.ts'))
          .map((chunk) => `/${chunk.fileName}`)
          .sort();
        return {
          html: html.replace('</head>', () => `${laterTextsComment(laterTexts)}</head>`),
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * Builds the service worker as its own unhashed `/sw.js` after the shell, outside federation (a worker
 * shares nothing with the page). It carries the shell build's id, so each deploy is a new worker that
 * drops the previous build's page cache.
 */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  let buildId = '';
  return {
    name: 'mesa-service-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: (_options, bundle) => {
      const names = Object.keys(bundle).sort().join('\n');
      buildId = createHash('sha256').update(names).digest('hex').slice(0, 12);
    },
    closeBundle: async () => {
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __MESA_SW_BUILD__: JSON.stringify(buildId) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: {
            entry: resolve(import.meta.dirname, 'src/sw/worker.ts'),
            formats: ['es'],
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [
    bootScriptValues(),
    preloadAllChunks(),
    serviceWorker(),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: federationShared,
      dts: false,
      // The page's one federation runtime: remotes are built with `externalRuntime` and use this one.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'esnext', cssTarget: CSS_TARGET },
});
