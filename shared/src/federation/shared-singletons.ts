/**
 * The libraries the shell and every remote load exactly once. `react/` and `react-dom/` (trailing
 * slash) share the subpaths too — react/jsx-runtime, react-dom/client — which would otherwise be
 * bundled per remote and give two Reacts. `@fangtasy/shared` must be one copy because the
 * session atoms are identity-keyed: a second copy reads an empty session.
 *
 * A shared module ships whole, so the list shares narrow entries rather than whole libraries:
 * React Router is not in it, `@fangtasy/shared/router` is shared in its place (one router for the
 * shell and the remotes, only the part the product uses downloaded), and the zod schemas are
 * `@fangtasy/shared/validation`, a share of their own that the screens before login never load.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'jotai',
  'styled-components',
  '@tanstack/react-query',
  '@fangtasy/shared',
] as const;

export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

/**
 * More share keys of a package, at its version: a prefix (`react/`) shares every subpath import;
 * a full subpath (`@fangtasy/shared/router`) shares that entry on its own.
 */
const SHARED_SUBPATHS: Partial<Record<SingletonPackage, readonly string[]>> = {
  react: ['react/'],
  'react-dom': ['react-dom/'],
  jotai: ['jotai/'],
  '@fangtasy/shared': [
    '@fangtasy/shared/router',
    '@fangtasy/shared/validation',
    '@fangtasy/shared/queries',
  ],
};

/** The installed version of each singleton package, e.g. { react: '19.3.1', ... }. */
export type WorkspaceVersions = Record<SingletonPackage, string>;

/** One entry of Module Federation's `shared` option. */
export interface SingletonShareConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

/**
 * The one `shared` list every rspack config uses: each singleton package (and its subpaths where
 * they matter) at the version the workspace installed, accepting the same major.
 */
export function sharedSingletons(
  versions: WorkspaceVersions,
): Record<string, SingletonShareConfig> {
  const shared: Record<string, SingletonShareConfig> = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = versions[name];
    // strictVersion false: a mismatching remote logs a warning and still uses the loaded copy,
    // which keeps one instance instead of breaking the page.
    const config: SingletonShareConfig = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
    };
    shared[name] = config;
    for (const key of SHARED_SUBPATHS[name] ?? []) shared[key] = { ...config };
  }
  return shared;
}
