import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { REMOTES, type RemoteName } from './remotes';
import { sharedSingletons, type WorkspaceVersions } from './shared-singletons';
import { readWorkspaceVersions } from './workspace-versions';

/**
 * The bundler classes a config needs. They are handed in by each package's rspack.config.ts
 * because @rspack/core and @module-federation/enhanced are that package's dependencies, not
 * shared's (resolving them from here would pick whatever copy happens to be hoisted).
 */
export interface BundlerClasses {
  rspack: {
    HtmlRspackPlugin: new (options: Record<string, unknown>) => unknown;
    DefinePlugin: new (definitions: Record<string, string>) => unknown;
    CopyRspackPlugin: new (options: {
      patterns: { from: string; noErrorOnMissing?: boolean }[];
    }) => unknown;
    BannerPlugin: new (options: {
      banner: string;
      raw?: boolean;
      entryOnly?: boolean;
      test?: RegExp;
      stage?: number;
    }) => unknown;
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
    sources: { RawSource: new (source: string | Buffer) => unknown };
    experiments: { swc: { minifySync: (source: string) => { code: string } } };
  };
}

/** A remote's build also needs the Module Federation plugin. */
export interface RemoteBundlerClasses extends BundlerClasses {
  ModuleFederationPlugin: new (options: Record<string, unknown>) => unknown;
}

interface CommonOptions {
  /** The package's folder (where its package.json and src/ are). */
  packageDir: string;
  /** Document title of the package's HTML page. */
  title: string;
}

export interface HostConfigOptions extends CommonOptions {
  kind: 'host';
  name: 'shell';
  bundler: BundlerClasses;
  /**
   * A script index.html runs before the app's own (minified into the page). A quoted
   * `chunkFilesToken(name)` in it becomes the JSON list of the script files of the chunk group
   * `name` (an import with that webpackChunkName), known only once the build has hashed them.
   */
  earlyScript?: string;
}

/** Stands, quoted, in the early script for a named chunk group's files until the build names them. */
export const chunkFilesToken = (chunkName: string) => `__FANGTASY_CHUNK_FILES:${chunkName}__`;

export interface RemoteConfigOptions extends CommonOptions {
  kind: 'remote';
  name: RemoteName;
  /** Exposed module → source file; the keys must be exactly those REMOTES declares. */
  exposes: Record<string, string>;
  bundler: RemoteBundlerClasses;
}

export type FederatedConfigOptions = HostConfigOptions | RemoteConfigOptions;

/** What rspack's CLI hands a config function. */
export interface BuildArguments {
  mode?: 'production' | 'development' | 'none';
}

/** Two fangs, inline: no extra request, and no 404 for /favicon.ico in a member's console. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2315131a'/%3E%3Cpath d='M7 8h7l-3.5 16zM18 8h7l-3.5 16z' fill='%23e23a4f'/%3E%3C/svg%3E";

// The early script opens the body: the app's own script (in the head) is already requested by
// then, and the early script's downloads start beside it.
const htmlTemplate = (title: string, earlyScript?: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="${FAVICON}" />
  </head>
  <body>
    ${earlyScript ? `<script>${earlyScript}</script>` : ''}
    <noscript>Fangtasy Football needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

function checkExposes(name: RemoteName, exposes: Record<string, string>): void {
  const declared = Object.keys(REMOTES[name].exposes).sort();
  const given = Object.keys(exposes).sort();
  if (declared.join() !== given.join()) {
    throw new Error(
      `${name} exposes ${given.join(', ') || 'nothing'} but shared/src/federation declares ${declared.join(', ')}`,
    );
  }
}

/** What every build of one package shares: mode, output names and the build id. */
interface BuildSettings {
  production: boolean;
  hashed: string;
  outDir: string;
  buildId: string;
}

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

/** TypeScript and TSX through builtin:swc-loader, with React's automatic runtime. */
function baseConfig(options: FederatedConfigOptions, settings: BuildSettings) {
  return {
    mode: settings.production ? 'production' : 'development',
    context: options.packageDir,
    target: ['web', 'es2022'],
    devtool: settings.production ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            detectSyntax: 'auto',
            jsc: {
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !settings.production } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    // Never optimization.runtimeChunk: a remote's container must start its federation bootstrap
    // from remoteEntry.js itself, the one file the shell loads first.
    optimization: { minimize: settings.production },
    performance: { hints: false },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every
 * function compiled eagerly, on the background thread that streams the script, instead of each
 * module's function being compiled on the main thread the first time it runs. Only for the boot
 * bundle, where nearly every function does run at load; added after minification, which would
 * drop it.
 */
const eagerCompileHint = (bundler: BundlerClasses, test: RegExp) =>
  new bundler.rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test,
    // After the optimize-size stage (400), where the minifier runs.
    stage: 1000,
  });

const buildIdDefine = (bundler: BundlerClasses, settings: BuildSettings) =>
  new bundler.rspack.DefinePlugin({
    'process.env.FANGTASY_BUILD_ID': JSON.stringify(settings.buildId),
  });

const htmlPage = (bundler: BundlerClasses, title: string, earlyScript?: string) =>
  new bundler.rspack.HtmlRspackPlugin({
    title,
    templateContent: htmlTemplate(
      title,
      earlyScript === undefined
        ? undefined
        : bundler.rspack.experiments.swc.minifySync(earlyScript).code,
    ),
    chunks: ['main'],
    scriptLoading: 'defer',
  });

/** The slice of rspack's compiler the page-writing plugin below uses. */
interface PageCompiler {
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: PageCompilation) => void): void;
    };
  };
}
interface PageCompilation {
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  namedChunkGroups: ReadonlyMap<string, { getFiles(): string[] }>;
  getAsset(name: string): { source: { source(): string | Buffer } } | undefined;
  getAssets(): readonly { name: string; source: { source(): string | Buffer } }[];
  updateAsset(name: string, source: unknown): void;
  emitAsset(name: string, source: unknown): void;
}

/** What a static server may send compressed (scripts, styles, pages, manifests). */
const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a brotli copy (`<file>.br`, at the densest setting) beside every compressible asset of
 * 1 KB or more, last of all, so the page's own edits are in it. Compressing once here, not per
 * server start or first request, is what lets a static server send brotli at no cost
 * (scripts/serve-static.mjs, a CDN's "precompressed" setting): ≈ 14 % smaller than gzip.
 */
const precompressedAssets = (bundler: BundlerClasses) => ({
  apply(compiler: PageCompiler) {
    const name = 'PrecompressedAssets';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: bundler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE_ASSET.test(asset.name)) continue;
            const content = asset.source.source();
            const bytes = typeof content === 'string' ? Buffer.from(content) : content;
            if (bytes.length < 1024) continue;
            const packed = brotliCompressSync(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            compilation.emitAsset(`${asset.name}.br`, new bundler.rspack.sources.RawSource(packed));
          }
        },
      );
    });
  },
});

/**
 * Writes named chunk groups' script files into index.html's early script (chunkFilesToken), once
 * the build has given them their hashed names. A name the build does not know becomes [].
 */
const chunkFilesIntoPage = (bundler: BundlerClasses) => ({
  apply(compiler: PageCompiler) {
    const name = 'ChunkFilesIntoPage';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: bundler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const token = new RegExp(`(["'])${chunkFilesToken('([\\w-]+)')}\\1`, 'g');
          const html = page.source
            .source()
            .toString()
            .replace(token, (_match, _quote, chunkName: string) =>
              JSON.stringify(
                (compilation.namedChunkGroups.get(chunkName)?.getFiles() ?? [])
                  .filter((file) => file.endsWith('.js'))
                  .map((file) => `/${file}`),
              ),
            );
          compilation.updateAsset('index.html', new bundler.rspack.sources.RawSource(html));
        },
      );
    });
  },
});

/**
 * A remote's Module Federation plugin: the one singleton list, `loaded-first` sharing, a
 * manifest, and no federation runtime of its own (`externalRuntime`: it uses the shell's).
 */
function remoteFederationPlugin(
  bundler: RemoteBundlerClasses,
  versions: WorkspaceVersions,
  options: RemoteConfigOptions,
) {
  return new bundler.ModuleFederationPlugin({
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes,
    // Remote names are the package names ('mf-league-info'), not JS identifiers, so the
    // container is a property of the global object rather than a `var`.
    library: { type: 'global', name: options.name },
    shared: sharedSingletons(versions),
    shareStrategy: 'loaded-first',
    manifest: true,
    // Types cross through the workspace; the dts plugin would download them over HTTP.
    dts: false,
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  });
}

// public/ holds the run-time files (the shell's remotes.json and config.json): they are served as
// they are, so a deployment edits them instead of rebuilding.
const publicFiles = (bundler: BundlerClasses, packageDir: string) =>
  existsSync(join(packageDir, 'public'))
    ? [new bundler.rspack.CopyRspackPlugin({ patterns: [{ from: join(packageDir, 'public') }] })]
    : [];

/**
 * The rspack configuration of the shell or of one remote: TypeScript through builtin:swc-loader
 * (React automatic runtime), content-hashed chunk names and an HTML page. Environment:
 * FANGTASY_OUT_DIR replaces dist/, FANGTASY_BUILD_ID is compiled in as
 * `process.env.FANGTASY_BUILD_ID` so a deployment can be told apart.
 *
 * The shell is an ordinary app build: nothing before login needs Module Federation, so it starts
 * the federation runtime itself when a remote page is first needed, as the host that provides
 * its libraries to the remotes (shell/src/remotes/federation.ts; the singleton list reaches it
 * compiled in as `process.env.FANGTASY_SHARED`). A remote is two builds into one folder: its
 * container (remoteEntry.js, the manifest and chunks), built with the Module Federation plugin
 * and the shell's runtime (`externalRuntime`), so opening a remote page downloads the remote's
 * own code only; and its standalone page (index.html and standalone/), an ordinary app, because
 * no shell is there to provide a runtime.
 */
export function createFederatedConfig(options: FederatedConfigOptions) {
  const { packageDir } = options;
  if (options.kind === 'remote') checkExposes(options.name, options.exposes);
  const versions = readWorkspaceVersions(packageDir);

  return (_env: unknown, argv: BuildArguments = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const settings: BuildSettings = {
      production,
      hashed: production ? '[name].[contenthash:10].js' : '[name].js',
      outDir: process.env.FANGTASY_OUT_DIR || join(packageDir, 'dist'),
      buildId:
        process.env.FANGTASY_BUILD_ID ||
        `${options.name}-${production ? 'production' : 'development'}`,
    };

    if (options.kind === 'host') {
      const { bundler } = options;
      return {
        ...baseConfig(options, settings),
        entry: { main: './src/index.ts' },
        output: {
          path: settings.outDir,
          // The shell serves deep links (/league-member-roster) from index.html, so its assets
          // must be absolute.
          publicPath: '/',
          uniqueName: options.name,
          filename: settings.hashed,
          chunkFilename: settings.hashed,
          clean: true,
        },
        plugins: [
          buildIdDefine(bundler, settings),
          new bundler.rspack.DefinePlugin({
            'process.env.FANGTASY_SHARED': JSON.stringify(
              JSON.stringify(sharedSingletons(versions)),
            ),
          }),
          htmlPage(bundler, options.title, options.earlyScript),
          ...(options.earlyScript ? [chunkFilesIntoPage(bundler)] : []),
          ...publicFiles(bundler, packageDir),
          eagerCompileHint(bundler, /^main\./),
          ...(settings.production ? [precompressedAssets(bundler)] : []),
        ],
      };
    }

    const { bundler } = options;
    const container = {
      ...baseConfig(options, settings),
      name: `${options.name}-container`,
      // The container entry (remoteEntry.js) is added by the federation plugin.
      entry: {},
      output: {
        path: settings.outDir,
        // A remote's assets are found relative to its remoteEntry.js.
        publicPath: 'auto',
        uniqueName: options.name,
        filename: settings.hashed,
        chunkFilename: settings.hashed,
        clean: { keep: (path: string) => standaloneOwns(settings.outDir, path) !== false },
      },
      plugins: [
        buildIdDefine(bundler, settings),
        remoteFederationPlugin(bundler, versions, options),
        ...publicFiles(bundler, packageDir),
        ...(settings.production ? [precompressedAssets(bundler)] : []),
      ],
    };
    const standalone = {
      ...baseConfig(options, settings),
      name: `${options.name}-standalone`,
      entry: { main: './src/index.ts' },
      output: {
        path: settings.outDir,
        publicPath: 'auto',
        uniqueName: `${options.name}-standalone`,
        filename: `${STANDALONE_DIR}/${settings.hashed}`,
        chunkFilename: `${STANDALONE_DIR}/${settings.hashed}`,
        clean: { keep: (path: string) => standaloneOwns(settings.outDir, path) !== true },
      },
      plugins: [
        buildIdDefine(bundler, settings),
        htmlPage(bundler, options.title),
        ...(settings.production ? [precompressedAssets(bundler)] : []),
      ],
    };
    return [container, standalone];
  };
}
