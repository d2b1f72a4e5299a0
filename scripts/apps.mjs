// The deployable front-end apps, their folders and default ports (DESIGN.md section 5).
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const APPS = [
  { name: 'shell', dir: 'shell', port: 5173, portEnv: 'SHELL_PORT', spa: true },
  { name: 'landing', dir: 'mf-landing', port: 5174, portEnv: 'MF_LANDING_PORT', spa: false },
  { name: 'menu', dir: 'mf-menu', port: 5175, portEnv: 'MF_MENU_PORT', spa: false },
  { name: 'checkout', dir: 'mf-checkout', port: 5176, portEnv: 'MF_CHECKOUT_PORT', spa: false },
  { name: 'booking', dir: 'mf-booking', port: 5177, portEnv: 'MF_BOOKING_PORT', spa: false },
  { name: 'delivery', dir: 'mf-delivery', port: 5178, portEnv: 'MF_DELIVERY_PORT', spa: false },
];

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
