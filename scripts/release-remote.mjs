// Publishes a remote's build as a release beside its current one, for a canary on one instance
// (docs/features/remotes.md, "Canary and rollback").
// Usage: node scripts/release-remote.mjs <remote> <release id>
// Builds both passes (browser, then the server entry) into `mf-<remote>/releases/<id>/`, which the
// remote's static host serves under `/releases/<id>/`. A published release is never rebuilt in place.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_ID_PATTERN } from '../shared-contracts/src/remote-releases.mjs';
import { APPS, ROOT } from './apps.mjs';
import { precompress } from './serve-static.mjs';

const [remote, release] = process.argv.slice(2);
const app = APPS.find((candidate) => !candidate.spa && candidate.name === remote);
if (!app || !release || !RELEASE_ID_PATTERN.test(release)) {
  console.error(
    `Usage: node scripts/release-remote.mjs <${APPS.filter((a) => !a.spa)
      .map((a) => a.name)
      .join('|')}> <release id matching ${RELEASE_ID_PATTERN}>`,
  );
  process.exit(2);
}
const outDir = join(ROOT, app.dir, 'releases', release);
if (existsSync(outDir)) {
  console.error(`${outDir} exists: a published release is never changed; publish a new id instead.`);
  process.exit(1);
}
for (const pass of [['--emptyOutDir'], ['--mode', 'server']]) {
  execFileSync('pnpm', ['--filter', `./${app.dir}`, 'exec', 'vite', 'build', '--outDir', outDir, ...pass], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
// Compressed once here, so the static host answers the release's first request at once.
precompress(outDir);
console.log(`Published ${app.name} release ${release}: ${outDir}
Pin an instance to it (a canary), and back to the current build (the rollback):
  curl -X PUT http://localhost:4000/staff/instances/<slug>/remotes/${app.name} -H 'Authorization: Bearer <STAFF_TOKEN>' \\
    -H 'Content-Type: application/json' -d '{"release": "${release}"}'
  ... -d '{"release": null}'`);
