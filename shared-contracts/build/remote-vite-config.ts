/**
 * The whole Vite config of a remote (Node only): `export default remoteViteConfig('menu')`.
 * `vite build` makes the browser build; `vite build --mode server` then adds the server entry
 * (`remoteEntry.ssr.js`) to the same `dist`, which the browser build's manifest already advertises as
 * `ssrRemoteEntry` (@module-federation/vite emits the server entry only for an SSR build).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import type { RemoteName } from '../src/schemas/common.ts';
import { buildScopedSids } from './build-scoped-sids.ts';
import { CSS_TARGET, REMOTE_PORTS, remoteFederationOptions } from './federation.ts';

/** The mode of the second build pass, the one that writes the server entry. */
export const SERVER_BUILD_MODE = 'server';

export function remoteViteConfig(name: RemoteName) {
  const port = Number(process.env.PORT ?? REMOTE_PORTS[name]);
  return defineConfig(({ mode }): UserConfig => {
    const server = mode === SERVER_BUILD_MODE;
    return {
      plugins: [
        react(),
        federation(remoteFederationOptions(name)),
        buildScopedSids({ prefix: name, serverPass: server }),
      ],
      server: { port, strictPort: true, origin: `http://localhost:${port}` },
      preview: { port, strictPort: true },
      // A remote has no page of its own (its public/index.html is static): only the federation entry is built.
      // The server pass adds to the browser build's output, so it must not empty the folder.
      build: {
        target: 'esnext',
        cssTarget: CSS_TARGET,
        rollupOptions: { input: 'src/no-page.ts' },
        ...(server ? { ssr: true, emptyOutDir: false } : {}),
      },
    };
  });
}
