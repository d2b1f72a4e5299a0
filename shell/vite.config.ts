import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { federationShared, REMOTE_PORTS } from '../shared-contracts/build/federation.ts';
import { ROUTES } from '../shared-contracts/src/paths/routes.ts';

const port = Number(process.env.PORT ?? REMOTE_PORTS.shell);

/**
 * Which remote serves which path, as [regex source, remote, route name] for the inline boot script, so it
 * can start the route's data and preload its remote as early as possible. Static paths come first.
 */
function routeTable(): [string, string, string][] {
  return [...ROUTES]
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
    .map((route) => [`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`, route.remote, route.name]);
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

export default defineConfig({
  plugins: [
    bootScriptValues(),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: federationShared,
      dts: false,
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'esnext' },
});
