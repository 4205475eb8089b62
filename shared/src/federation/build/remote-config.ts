import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposedFile } from '../remote-pages';
import { isRemoteName, REMOTES, type RemoteName } from '../remotes';
import { sharedSingletons, type WorkspaceVersions } from '../shared-singletons';
import { readWorkspaceVersions } from '../workspace-versions';
import { baseConfig, buildIdDefine, buildSettings, publicFiles } from './base-config';
import type { BuildArguments, RemoteBundlerClasses } from './bundler';
import { htmlPage } from './html-page';

/** Where the standalone page of a remote writes its scripts, beside its index.html. */
const STANDALONE_DIR = 'standalone';

/**
 * Whether a path under `outDir` (rspack's clean hands absolute paths, the folder itself too)
 * belongs to the standalone page; `null` for the folder itself, which both builds keep.
 */
function standaloneOwns(outDir: string, path: string): boolean | null {
  const inside = relative(outDir, path).split(sep).join('/');
  if (inside === '') return null;
  return (
    inside === 'index.html' || inside === STANDALONE_DIR || inside.startsWith(`${STANDALONE_DIR}/`)
  );
}

/** Exposed module → source file, from REMOTES: './MyTeam' → './src/exposed/my-team.tsx'. */
function exposedSources(name: RemoteName, packageDir: string): Record<string, string> {
  const sources = Object.fromEntries(
    Object.keys(REMOTES[name].exposes).map((module) => [
      module,
      `./src/exposed/${exposedFile(module)}.tsx`,
    ]),
  );
  const missing = Object.values(sources).filter((file) => !existsSync(join(packageDir, file)));
  if (missing.length)
    throw new Error(
      `${name} declares pages in shared/src/federation without ${missing.join(', ')}`,
    );
  return sources;
}

/**
 * A remote's Module Federation plugin: the one singleton list, `loaded-first` sharing, a
 * manifest, and no federation runtime of its own (`externalRuntime`: it uses the shell's).
 */
function remoteFederationPlugin(
  bundler: RemoteBundlerClasses,
  versions: WorkspaceVersions,
  name: RemoteName,
  exposes: Record<string, string>,
) {
  return new bundler.ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    // Remote names are the package names ('mf-league-info'), not JS identifiers, so the
    // container is a property of the global object rather than a `var`.
    library: { type: 'global', name },
    shared: sharedSingletons(versions),
    shareStrategy: 'loaded-first',
    manifest: true,
    // Types cross through the workspace; the dts plugin would download them over HTTP.
    dts: false,
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  });
}

/**
 * The rspack configuration of one remote, everything read from its REMOTES entry: the remote's
 * folder is its name. Two builds into one folder: its container (remoteEntry.js, the manifest
 * and chunks), built with the Module Federation plugin and the shell's runtime
 * (`externalRuntime`), so opening a remote page downloads the remote's own code only; and its
 * standalone page (index.html and standalone/), an ordinary app, because no shell is there to
 * provide a runtime.
 *
 * `configUrl` is the rspack.config.ts's `import.meta.url`.
 */
export function remoteConfig(configUrl: string, bundler: RemoteBundlerClasses) {
  const packageDir = fileURLToPath(new URL('.', configUrl));
  const name = basename(packageDir);
  if (!isRemoteName(name))
    throw new Error(`${name} is not a remote declared in shared/src/federation/remotes.ts`);
  const exposes = exposedSources(name, packageDir);
  const versions = readWorkspaceVersions(packageDir);
  const title = `${REMOTES[name].title} — Fangtasy Football`;
  // The remote's name in its own code (shared's ExposedRoot scopes its pages with it).
  const remoteNameDefine = () =>
    new bundler.rspack.DefinePlugin({ 'process.env.FANGTASY_REMOTE_NAME': JSON.stringify(name) });

  return (_env: unknown, argv: BuildArguments = {}) => {
    const settings = buildSettings(name, packageDir, argv);
    const container = {
      ...baseConfig(packageDir, settings),
      name: `${name}-container`,
      // The container entry (remoteEntry.js) is added by the federation plugin.
      entry: {},
      output: {
        path: settings.outDir,
        // A remote's assets are found relative to its remoteEntry.js.
        publicPath: 'auto',
        uniqueName: name,
        filename: settings.hashed,
        chunkFilename: settings.hashed,
        clean: settings.cleanOutDir && {
          keep: (path: string) => standaloneOwns(settings.outDir, path) !== false,
        },
        // Written even when unchanged: mf-manifest.json's time says when the container was last
        // built, and `pnpm start` rebuilds a remote whose manifest is older than its sources.
        compareBeforeEmit: false,
      },
      plugins: [
        buildIdDefine(bundler, settings),
        remoteNameDefine(),
        remoteFederationPlugin(bundler, versions, name, exposes),
        ...publicFiles(bundler, packageDir),
      ],
    };
    const standalone = {
      ...baseConfig(packageDir, settings),
      name: `${name}-standalone`,
      entry: { main: './src/index.ts' },
      output: {
        path: settings.outDir,
        publicPath: 'auto',
        uniqueName: `${name}-standalone`,
        filename: `${STANDALONE_DIR}/${settings.hashed}`,
        chunkFilename: `${STANDALONE_DIR}/${settings.hashed}`,
        clean: settings.cleanOutDir && {
          keep: (path: string) => standaloneOwns(settings.outDir, path) !== true,
        },
      },
      plugins: [buildIdDefine(bundler, settings), remoteNameDefine(), htmlPage(bundler, title)],
    };
    return [container, standalone];
  };
}
