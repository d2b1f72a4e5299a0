/**
 * Build-time federation settings every app shares, so shell and remotes agree on singletons and ports.
 * Imported by vite.config.ts files only (Node), never by browser code.
 */
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
