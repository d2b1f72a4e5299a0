// Starts the whole demo from production builds: the API (embedded database, seeded on first start) and
// every app on its own port. Run through `pnpm start`, which builds first.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APPS, API_PORT, ROOT, appPort, remoteUrlEnv } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';

const api = spawn('pnpm', ['--filter', './api', 'start'], {
  cwd: ROOT,
  stdio: 'inherit',
  // Own process group, so stopping the demo also stops what pnpm started (tsx and the server).
  detached: true,
  // The demo prints warnings only; set LOG_LEVEL=info to see every request.
  env: { LOG_LEVEL: 'warn', ...process.env, PORT: String(API_PORT), ...remoteUrlEnv() },
});
api.on('exit', (code) => {
  console.error(`API exited (${code ?? 'signal'})`);
  process.exit(code ?? 1);
});

for (const app of APPS) {
  await serveStatic({ dir: join(ROOT, app.dir, 'dist'), port: appPort(app), spa: app.spa });
}

async function waitForApi() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${API_PORT}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not become healthy in 2 minutes');
}
await waitForApi();

const shell = appPort(APPS[0]);
console.log(`
Demo ready. Open one of the demo restaurants:
  http://la-brasa.localhost:${shell}/        (La Brasa, all services)
  http://taqueria-lupita.localhost:${shell}/ (booking switched off)
  http://hotel-mirador.localhost:${shell}/   (room service, 3 languages)
  http://cafe-cerrado.localhost:${shell}/    (locked instance)
API: http://localhost:${API_PORT} (OpenAPI at /openapi.json). Stop with Ctrl+C.
`);

const stop = () => {
  api.removeAllListeners('exit');
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  setTimeout(() => process.exit(0), 1500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
