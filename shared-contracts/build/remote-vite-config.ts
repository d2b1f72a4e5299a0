/** The whole Vite config of a remote (Node only): `export default remoteViteConfig('menu')`. */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { RemoteName } from '../src/schemas/common.ts';
import { REMOTE_PORTS, remoteFederationOptions } from './federation.ts';

export function remoteViteConfig(name: RemoteName) {
  const port = Number(process.env.PORT ?? REMOTE_PORTS[name]);
  return defineConfig({
    plugins: [react(), federation(remoteFederationOptions(name))],
    server: { port, strictPort: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true },
    // A remote has no page of its own (its public/index.html is static): only the federation entry is built.
    build: { target: 'esnext', rollupOptions: { input: 'src/no-page.ts' } },
  });
}
