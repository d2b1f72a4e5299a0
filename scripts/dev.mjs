// Runs the API with file watching and every app with Vite's dev server (hot reload), on the usual ports.
// Federation is most faithful against production builds (`pnpm start`); dev mode is for fast iteration.
import { spawn } from 'node:child_process';
import { APPS, API_PORT, ROOT, appPort, remoteUrlEnv } from './apps.mjs';

const children = [
  spawn('pnpm', ['--filter', './api', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, PORT: String(API_PORT), ...remoteUrlEnv() },
  }),
  ...APPS.map((app) =>
    spawn('pnpm', ['--filter', `./${app.dir}`, 'dev', '--port', String(appPort(app))], {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
      env: process.env,
    }),
  ),
];
console.log(`Dev servers starting: http://la-brasa.localhost:${appPort(APPS[0])}/`);
const stop = () => {
  for (const child of children) {
    try {
      // Each child leads its own process group: this stops pnpm and the server it started.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
