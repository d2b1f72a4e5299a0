/**
 * Build-time federation settings every app shares, so shell and remotes agree on singletons and ports.
 * Imported by vite.config.ts files only (Node), never by browser code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { RemoteName } from '../src/schemas/common.ts';
import { remoteFederationName } from '../src/remote-names.ts';

export { REMOTE_PORTS, remoteFederationName } from '../src/remote-names.ts';

const readText = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

/** The workspace catalog (pnpm-workspace.yaml): the one place every third-party version is written. */
const catalog: Record<string, string> = parse(readText('../../pnpm-workspace.yaml')).catalog;
const contractsVersion: string = JSON.parse(readText('../package.json')).version;

function catalogVersion(name: string): string {
  const version = catalog[name];
  if (!version) throw new Error(`${name} is not in the pnpm catalog (pnpm-workspace.yaml)`);
  return version;
}

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * What a remote imports itself and must get from the page, never a copy of its own: React (hooks break
 * across two), the router (one history), effector and its React bindings (one scope, one set of stores).
 * i18next, react-i18next, axios and react-dom reach the remotes only through shared-contracts (or not
 * at all), so they are bundled into the shell like any dependency: a shared library is built whole and
 * costs its share glue in every app, on every page (`remote-imports.test.ts` keeps remotes honest).
 */
export const SINGLETON_LIBRARIES = ['react', 'react-router-dom', 'effector', 'effector-react'] as const;

/** Libraries shared through a module of ours that re-exports only what the apps use (see each file). */
const TRIMMED_IMPORTS: Partial<Record<(typeof SINGLETON_LIBRARIES)[number], string>> = {
  'react-router-dom': fileURLToPath(new URL('./shared/react-router-dom.ts', import.meta.url)),
};

/** Shared as one instance across shell and remotes: two copies would split stores and break hooks. */
export const federationShared = {
  ...Object.fromEntries(
    SINGLETON_LIBRARIES.map((name) => {
      const trimmed = TRIMMED_IMPORTS[name];
      return [name, { ...singleton(catalogVersion(name)), ...(trimmed ? { import: trimmed } : {}) }];
    }),
  ),
  'shared-contracts': singleton(contractsVersion),
};

/** The federation options of a remote: its name, its one exposed module and the shared singletons. */
export function remoteFederationOptions(name: RemoteName) {
  return {
    name: remoteFederationName(name),
    filename: 'remoteEntry.js',
    // The manifest gives `publicPath: "auto"`: chunks load relative to wherever the remote is deployed.
    manifest: true,
    exposes: { './routes': './src/routes/index.tsx' },
    shared: federationShared,
    // Type hints would be downloaded over the network; the contract types come from shared-contracts.
    dts: false,
    // Each exposed module injects its own CSS links, so a remote's styles arrive inside the shell.
    bundleAllCSS: true,
    // The shell provides the one federation runtime of the page (19 KB gzip that each remote would repeat).
    experiments: { externalRuntime: true },
  };
}

/**
 * The browsers the built stylesheets are written for. The scripts are built for the newest (`esnext`), but
 * a stylesheet the minifier writes in newer syntax than a browser reads is dropped there without a word:
 * media queries as ranges (`(width<=420px)`) are read from Safari 16.4 on, and a diner's phone on an older
 * iOS would get no phone layout at all.
 */
export const CSS_TARGET = ['chrome100', 'edge100', 'firefox100', 'safari15', 'ios15'];
