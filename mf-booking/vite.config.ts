import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_PORTS, remoteFederationOptions } from '../shared-contracts/build/federation.ts';

const port = Number(process.env.PORT ?? REMOTE_PORTS.booking);

export default defineConfig({
  plugins: [react(), federation(remoteFederationOptions('booking'))],
  server: { port, strictPort: true, origin: `http://localhost:${port}` },
  preview: { port, strictPort: true },
  build: { target: 'esnext', rollupOptions: { input: 'src/no-page.ts' } },
});
