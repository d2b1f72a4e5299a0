// Plain JavaScript so the static host (scripts/serve-static.mjs) reads the same rule as the API.
/**
 * A published release of a remote (`<remote host>/releases/<id>/mf-manifest.json`): one path segment,
 * lower case, that an operator types in a staff call and a static host maps to a folder.
 */
export const RELEASE_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** Where a remote's build lives: its current build at the root, a pinned release under `releases/`. */
export function remoteManifestUrl(base, release) {
  const root = base.replace(/\/+$/, '');
  return release ? `${root}/releases/${release}/mf-manifest.json` : `${root}/mf-manifest.json`;
}
