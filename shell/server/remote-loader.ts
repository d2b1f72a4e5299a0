/**
 * Loads a remote's server entry (`remoteEntry.ssr.js`) into this process, from the manifest URL the
 * instance config gives, with the host's own singletons.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import ssrEntryLoader from '@module-federation/vite/ssrEntryLoader';
import * as effector from 'effector';
import * as effectorReact from 'effector-react';
import * as React from 'react';
import * as reactRouterDom from 'react-router-dom';
import * as contracts from 'shared-contracts';
import { federationShared } from 'shared-contracts/federation';
import { remoteFederationName, type RemoteName, type RemoteRoutesModule } from 'shared-contracts';
import { createStyleTexts } from './inline-styles.ts';
import { manifestFileUrl, parseManifest, type RemoteManifest } from './manifest.ts';

export interface LoadedRemote {
  module: RemoteRoutesModule;
  manifest: RemoteManifest;
  /** The text of the remote's stylesheets, by URL, for those that could be read (the page inlines them). */
  styles: Record<string, string>;
}

/** What the page renderer needs from a loader; tests give a fake one. */
export interface RemoteLoader {
  /** The remote's routes module, or null when it cannot render on the server (down, no server entry). */
  load: (name: RemoteName, manifestUrl: string) => Promise<LoadedRemote | null>;
}

const SHARED: Record<string, { requiredVersion: string } | undefined> = federationShared;

/** The exact version of a singleton as the catalog pins it (`^1.2.3` → `1.2.3`). */
function versionOf(name: string): string {
  const version = SHARED[name]?.requiredVersion;
  if (!version) throw new Error(`${name} is not a shared singleton (shared-contracts/build/federation.ts)`);
  return version.replace(/^[\^~]/, '');
}

/**
 * Every singleton the remotes share, as this process's own modules: the first container's `init`
 * writes them into the process-wide federation cache, so a remote's bundled fallback never wins.
 */
const HOST_MODULES: Record<string, unknown> = {
  react: React,
  'react-router-dom': reactRouterDom,
  effector,
  'effector-react': effectorReact,
  'shared-contracts': contracts,
};

/** Bare imports of the server entries, mapped to the very files this process imported (ESM, not CJS). */
const RESOLVED_SHARED = Object.fromEntries(
  [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'effector',
    'effector-react',
    'react-router-dom',
    'i18next',
    'react-i18next',
    'axios',
    '@module-federation/runtime',
  ].map((name) => [name, new URL(import.meta.resolve(name)).pathname]),
);

function hostFederation() {
  return createInstance({
    name: 'shell_server',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(HOST_MODULES).map(([name, module]) => [
        name,
        {
          version: versionOf(name),
          lib: () => module,
          shareConfig: { singleton: true, requiredVersion: versionOf(name) },
        },
      ]),
    ),
  });
}

interface Container {
  init: (scope: unknown) => Promise<unknown> | unknown;
  get: (module: string) => Promise<() => unknown>;
}

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && 'init' in value && 'get' in value;

function routesModuleOf(loaded: unknown): RemoteRoutesModule | null {
  const candidate =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (typeof candidate !== 'object' || candidate === null) return null;
  if (!('routes' in candidate) || !('contractsVersion' in candidate)) return null;
  return candidate as RemoteRoutesModule;
}

async function fetchManifest(url: string, timeoutMs: number): Promise<RemoteManifest | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const parsed = response.ok ? parseManifest(await response.json()) : null;
    return parsed && { ...parsed, url };
  } catch {
    return null;
  }
}

/**
 * One loader per process. The manifest URL is the entry, with `maxAgeMs: 0`: the loader re-reads the
 * manifest on every load and imports a redeployed build on the next request.
 */
export function createRemoteLoader({ fetchTimeoutMs = 1500 } = {}): RemoteLoader {
  const federation = hostFederation();
  const loader = ssrEntryLoader({ resolvedShared: RESOLVED_SHARED, maxAgeMs: 0, fetchTimeoutMs });
  const initialised = new WeakSet<object>();
  const styleTexts = createStyleTexts({ fetchTimeoutMs });

  return {
    async load(name, manifestUrl) {
      const [container, manifest] = await Promise.all([
        loader.loadEntry({
          remoteInfo: { name: remoteFederationName(name), entry: manifestUrl, type: 'module' },
          origin: federation,
        }),
        fetchManifest(manifestUrl, fetchTimeoutMs),
      ]);
      if (!isContainer(container) || !manifest) return null;
      if (!initialised.has(container)) {
        await container.init(federation.shareScopeMap.default);
        initialised.add(container);
      }
      const module = routesModuleOf((await container.get('./routes'))());
      const styles = styleTexts.of(manifest.styles.map((file) => manifestFileUrl(manifest, file)));
      return module ? { module, manifest, styles } : null;
    },
  };
}
