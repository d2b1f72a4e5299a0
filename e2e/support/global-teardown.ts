import { stopAll } from './servers.ts';

export default async function globalTeardown(): Promise<void> {
  await stopAll();
}
