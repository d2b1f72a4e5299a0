import { buildApp } from './app.ts';
import { type Env, isEveryInterface, parseEnv } from './config/env.ts';
import type { App } from './context.ts';

/** Before the app (and its logger) exists a failure is one plain line on stderr, not a stack trace. */
async function startOrExit(): Promise<{ env: Env; app: App }> {
  try {
    const env = parseEnv();
    return { env, app: await buildApp() };
  } catch (err) {
    console.error(`API not started: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

const { env, app } = await startOrExit();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close();
  process.exit(1);
}
const everyInterface = isEveryInterface(env.HOST);
if (everyInterface) {
  app.log.warn(
    `listening on every network interface (HOST=${env.HOST}): other machines can reach this API; ` +
      'set HOST=127.0.0.1 to keep it on this machine',
  );
}
const shown = everyInterface ? 'localhost' : env.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
app.log.info(`API listening on http://${shown}:${port}`);
