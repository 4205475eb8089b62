import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { SingletonShareConfig } from '@fangtasy/shared/federation';
import { providedShares } from './provided-shares';
import earlyManifestPlugin from './early-manifest-plugin';
import remoteFallbackPlugin from './remote-fallback-plugin';
import sharedVersionGuardPlugin from './shared-version-guard-plugin';

/** A remote as the runtime knows it: its name and its mf-manifest.json URL. */
export interface RemoteRegistration {
  name: string;
  entry: string;
}

/**
 * Where a remote built with `experiments.externalRuntime` reads its federation runtime from: the
 * page keeps one runtime, the shell's, and every remote joins it.
 */
interface RuntimeGlobals {
  _FEDERATION_RUNTIME_CORE?: unknown;
}

/** The singleton list's settings, compiled into the shell's build by hostConfig. */
const SHARE_CONFIG = JSON.parse(process.env.FANGTASY_SHARED ?? '{}') as Record<
  string,
  SingletonShareConfig
>;

/**
 * Starts the page's federation runtime: the shell as a host that provides its own React,
 * router, session and UI kit to the remotes (`loaded-first`: the copy already on the page wins),
 * the refusal of a remote built against another major of them, the fallback for a remote that
 * cannot load, and the remotes registered so far. Nothing is
 * fetched: a remote's manifest is requested when one of its pages is first opened.
 */
export function startFederation(remotes: RemoteRegistration[]): void {
  (globalThis as RuntimeGlobals)._FEDERATION_RUNTIME_CORE = runtimeCore;
  init({
    name: 'shell',
    remotes,
    shared: providedShares(SHARE_CONFIG),
    shareStrategy: 'loaded-first',
    plugins: [
      earlyManifestPlugin(),
      sharedVersionGuardPlugin(SHARE_CONFIG),
      remoteFallbackPlugin(),
    ],
  });
}

export { loadRemote, registerRemotes };
