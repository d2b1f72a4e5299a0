/**
 * Build-time federation settings every app shares, so shell and remotes agree on singletons and ports.
 * Imported by vite.config.ts files only (Node), never by browser code.
 */
import type { RemoteName } from '../src/schemas/common.ts';
import { remoteFederationName } from '../src/remote-names.ts';

export { REMOTE_PORTS, remoteFederationName } from '../src/remote-names.ts';

const singleton = (requiredVersion: string) => ({
  singleton: true,
  requiredVersion,
});

/** Shared as one instance across shell and remotes: two copies would split stores and break hooks. */
export const federationShared = {
  react: singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-router-dom': singleton('7.18.5'),
  effector: singleton('23.4.4'),
  'effector-react': singleton('23.3.0'),
  i18next: singleton('27.1.2'),
  'react-i18next': singleton('18.0.1'),
  axios: singleton('1.21.1'),
  'shared-contracts': singleton('1.0.0'),
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
