import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { earlyLoads } from '@fangtasy/shared';

/**
 * Federation runtime plugin: a remote manifest the page's early script already fetched
 * (src/early) is used, once, instead of asking the remote's server again. Anything else — no
 * early copy, or one that failed — is fetched by the runtime as usual.
 */
export default function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fangtasy-early-manifest',
    fetch(url, init) {
      const manifests = earlyLoads()?.manifests;
      const early = manifests?.[url];
      if (!manifests || !early) return undefined;
      delete manifests[url];
      return early.then((response) => (response?.ok ? response : fetch(url, init)));
    },
  };
}
