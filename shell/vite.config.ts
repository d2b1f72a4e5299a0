import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { federationShared, REMOTE_PORTS } from '../shared-contracts/build/federation.ts';
import { patternSource } from '../shared-contracts/src/paths/route.ts';
import { ROUTES } from '../shared-contracts/src/paths/routes.ts';

const port = Number(process.env.PORT ?? REMOTE_PORTS.shell);

/**
 * Which remote serves which path, as [regex source, remote, route name] for the inline boot script, so it
 * can start the route's data and preload its remote as early as possible. Static paths come first.
 */
function routeTable(): [string, string, string][] {
  return [...ROUTES]
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
    .map((route) => [patternSource(route.path), route.remote, route.name]);
}

/** Fills the inline boot script: VITE_API_URL (when set at build; empty means "same host, port 4000") and routes. */
function bootScriptValues(): Plugin {
  return {
    name: 'mesa-boot-script-values',
    transformIndexHtml: (html) => {
      const routes = JSON.stringify(routeTable()).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
      return html
        .replace('%MESA_API_URL%', () => process.env.VITE_API_URL ?? '')
        .replace('%MESA_ROUTES%', () => routes);
    },
  };
}

/**
 * Every JavaScript file the shell builds is needed before the first paint, but federation chains them
 * (entry → share proxies → app → pending shares). Preloading all of them from the HTML turns that
 * chain into one parallel step.
 */
function preloadAllChunks(): Plugin {
  return {
    name: 'mesa-preload-all-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const files = Object.values(context.bundle ?? {})
          .filter((output) => output.type === 'chunk' && !html.includes(output.fileName))
          .map((output) => output.fileName)
          .sort();
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    bootScriptValues(),
    preloadAllChunks(),
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
  build: { target: 'esnext' },
});
