import type { ShareArgs } from '@module-federation/runtime/types';
import * as tanstackQuery from '@tanstack/react-query';
import * as fangtasyShared from '@fangtasy/shared';
import type { SingletonShareConfig } from '@fangtasy/shared/federation';
import * as fangtasyQueries from '@fangtasy/shared/queries';
import * as fangtasyRouter from '@fangtasy/shared/router';
import * as jotai from 'jotai';
import * as jotaiReact from 'jotai/react';
import * as jotaiVanilla from 'jotai/vanilla';
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as styledComponents from 'styled-components';

/** A library the shell hands to the remotes: the module itself, or how to fetch it. */
type Provider = { lib: () => Module } | { get: () => Promise<() => Module> };
type Module = ReturnType<Extract<ShareArgs, { lib: unknown }>['lib']>;

const loaded = (module: Module): Provider => ({ lib: () => module });

/**
 * Every share key a remote consumes, with the shell's own copy. The remotes' builds share the
 * singleton list of shared/src/federation; where that list shares a whole prefix (`react/`,
 * `jotai/`), the keys here are the subpaths a page can import. A library the shell has loaded
 * is handed over as it is (same instance, so one React, one router, one session store); the
 * schemas are fetched only when a remote page first asks for them.
 */
export const SHARE_PROVIDERS: Record<string, Provider> = {
  react: loaded(React),
  'react/jsx-runtime': loaded(jsxRuntime),
  'react-dom': loaded(ReactDOM),
  'react-dom/client': loaded(ReactDOMClient),
  jotai: loaded(jotai),
  'jotai/react': loaded(jotaiReact),
  'jotai/vanilla': loaded(jotaiVanilla),
  'styled-components': loaded(styledComponents),
  '@fangtasy/shared': loaded(fangtasyShared),
  '@fangtasy/shared/router': loaded(fangtasyRouter),
  '@tanstack/react-query': loaded(tanstackQuery),
  '@fangtasy/shared/queries': loaded(fangtasyQueries),
  '@fangtasy/shared/validation': {
    get: () => import('@fangtasy/shared/validation').then((module) => () => module),
  },
};

/** The share key whose settings (version, singleton, requiredVersion) a provided key takes. */
export const settingsKeyOf = (key: string, config: Record<string, SingletonShareConfig>) =>
  key in config
    ? key
    : Object.keys(config).find((prefix) => prefix.endsWith('/') && key.startsWith(prefix));

/**
 * The `shared` option of the federation runtime: each provided library at the version and
 * with the settings the singleton list gives it (`config`, compiled into the shell's build).
 */
export function providedShares(
  config: Record<string, SingletonShareConfig>,
): Record<string, ShareArgs> {
  const shared: Record<string, ShareArgs> = {};
  for (const [key, provider] of Object.entries(SHARE_PROVIDERS)) {
    const settingsKey = settingsKeyOf(key, config);
    const settings = settingsKey ? config[settingsKey] : undefined;
    if (!settings) {
      throw new Error(`${key} is provided to the remotes but not in the singleton list`);
    }
    const { version, singleton, requiredVersion, strictVersion } = settings;
    shared[key] = {
      ...provider,
      version,
      scope: 'default',
      shareConfig: { singleton, requiredVersion, strictVersion },
    };
  }
  return shared;
}
