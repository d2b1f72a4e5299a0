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

// The shell's server renders each page's first screen and serves the shell's build; the remotes are
// static builds.
const shell = spawn(join(ROOT, 'shell', 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: join(ROOT, 'shell'),
  stdio: 'inherit',
  detached: true,
  env: {
    // The demo's remotes are loaded right after the start, so its first page is rendered on the server.
    SSR_WARM_HOSTS: `la-brasa.localhost:${appPort(APPS[0])}`,
    ...process.env,
    PORT: String(appPort(APPS[0])),
    MESA_API_URL: `http://localhost:${API_PORT}`,
  },
});
shell.on('exit', (code) => {
  console.error(`Shell server exited (${code ?? 'signal'})`);
  process.exit(code ?? 1);
});
for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) {
  await serveStatic({
    dir: join(ROOT, app.dir, 'dist'),
    port: appPort(app),
    spa: app.spa,
    releasesDir: join(ROOT, app.dir, 'releases'),
  });
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

const shellPort = appPort(APPS[0]);
console.log(`
Demo ready. Open one of the demo restaurants:
  http://la-brasa.localhost:${shellPort}/        (La Brasa, all services)
  http://taqueria-lupita.localhost:${shellPort}/ (booking switched off)
  http://hotel-mirador.localhost:${shellPort}/   (room service, 3 languages)
  http://cafe-cerrado.localhost:${shellPort}/    (locked instance)
  http://zumeria-tropical.localhost:${shellPort}/ (two branches in one city, a popup on Home)
Staff console: http://la-brasa.localhost:${shellPort}/staff (also taqueria-lupita, hotel-mirador)
  accounts owner@<slug>.demo, manager@…, waiter@…, kitchen@… (e.g. kitchen@la-brasa.demo), password mesa-demo
API: http://localhost:${API_PORT} (OpenAPI at /openapi.json). Stop with Ctrl+C.
`);

const stop = () => {
  for (const child of [api, shell]) {
    child.removeAllListeners('exit');
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 1500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
