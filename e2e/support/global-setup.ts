import { APP_PORTS, type AppName, startApi, startApp, stopAll } from './servers.ts';

export default async function globalSetup(): Promise<void> {
  await stopAll();
  await startApi();
  await Promise.all((Object.keys(APP_PORTS) as AppName[]).map((app) => startApp(app)));
}
