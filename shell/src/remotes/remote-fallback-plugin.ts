import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Marks the module errorLoadRemote hands back instead of a remote that could not load. */
export const REMOTE_UNAVAILABLE = '__fangtasyRemoteUnavailable';

/** The stand-in module: renders nothing and carries the marker and the cause. */
export interface UnavailableRemoteModule {
  default: () => null;
  [REMOTE_UNAVAILABLE]: true;
  error: unknown;
}

/**
 * Federation runtime plugin: when a remote's manifest, entry or module fails, loadRemote resolves
 * to a stand-in instead of rejecting, so no caller can crash on a down remote. It answers only at
 * the `onLoad` lifecycle — answering at `afterResolve` would hand the stand-in to the runtime as
 * if it were the remote's manifest.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fangtasy-remote-fallback',
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      const standIn: UnavailableRemoteModule = {
        default: () => null,
        [REMOTE_UNAVAILABLE]: true,
        error,
      };
      return standIn;
    },
  };
}
