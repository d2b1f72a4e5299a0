// The deployable front-end apps, their folders and default ports (kept stable: tests and scripts rely on them).
import { fileURLToPath } from 'node:url';
import { REMOTE_PORTS } from '../shared-contracts/src/remote-ports.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The shell first, then every remote, in the order of the port table they share with the TypeScript code. */
export const APPS = Object.entries(REMOTE_PORTS).map(([name, port]) =>
  name === 'shell'
    ? { name, dir: 'shell', port, portEnv: 'SHELL_PORT', spa: true }
    : { name, dir: `mf-${name}`, port, portEnv: `MF_${name.toUpperCase()}_PORT`, spa: false },
);

export const API_PORT = Number(process.env.API_PORT ?? process.env.PORT_API ?? 4000);

export function appPort(app) {
  return Number(process.env[app.portEnv] ?? app.port);
}

/** The environment the API needs to point the shell at remotes served on non-default ports. */
export function remoteUrlEnv() {
  const env = {};
  for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) {
    env[`MF_${app.name.toUpperCase()}_URL`] = `http://localhost:${appPort(app)}`;
  }
  return env;
}
