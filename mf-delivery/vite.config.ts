import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  federationShared,
  REMOTE_PORTS,
  remoteFederationName,
} from '../shared-contracts/build/federation.ts';

const port = Number(process.env.PORT ?? REMOTE_PORTS.delivery);

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: remoteFederationName('delivery'),
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './routes': './src/routes/index.tsx' },
      shared: federationShared,
      dts: false,
      bundleAllCSS: true,
    }),
  ],
  server: { port, strictPort: true, origin: `http://localhost:${port}` },
  preview: { port, strictPort: true },
  build: { target: 'esnext' },
});
