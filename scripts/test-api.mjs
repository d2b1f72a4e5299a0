// Runs the API tests on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL is set
// (concurrency only means something on the server: the embedded one runs one transaction at a time).
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

function run(label, env) {
  console.log(`\n== API tests on ${label}`);
  const result = spawnSync('pnpm', ['--filter', './api', 'test'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL: _ignored, ...embeddedEnv } = process.env;
run('the embedded database (PGlite)', embeddedEnv);
if (process.env.TEST_DATABASE_URL) {
  run('PostgreSQL', { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('\n(TEST_DATABASE_URL not set: skipping the PostgreSQL run; .ci/run sets it.)');
}
