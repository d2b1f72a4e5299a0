import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Hands the runtime the manifest request index.html started for the first route, once and only for
 * that URL, so the first remote costs no second request. A failed early request falls back to fetch.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mesa-early-manifest',
    fetch(url) {
      const boot = window.__MESA_BOOT__;
      const early = boot?.manifest;
      if (!boot || !early || early.url !== url) return undefined;
      boot.manifest = undefined;
      return early.response.then((res) => (res.ok ? res : fetch(url)));
    },
  };
}
