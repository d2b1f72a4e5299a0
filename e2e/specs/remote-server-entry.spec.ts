import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from 'shared-contracts/schemas';
import { APP_PORTS, ROOT } from '../support/servers.ts';

// @module-federation/vite: the browser build's manifest advertises the server entry even when no server
// pass ran, so a remote whose build script lost `vite build --mode server` would point servers at a 404.
for (const name of REMOTE_NAMES) {
  test(`mf-${name} is built with the server entry its manifest advertises, served for revalidation`, async ({
    request,
  }) => {
    const dist = join(ROOT, `mf-${name}`, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { ssrRemoteEntry?: { name: string; path: string } };
    };
    const entry = manifest.metaData.ssrRemoteEntry;
    expect(entry?.name).toBe('remoteEntry.ssr.js');
    expect(existsSync(join(dist, entry?.path ?? '', entry?.name ?? ''))).toBe(true);

    // A redeploy keeps the name, so a server must revalidate it like remoteEntry.js.
    const response = await request.get(`http://localhost:${APP_PORTS[name]}/${entry?.name}`);
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
}
