import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type RemoteName } from './remotes';
import { sharedSingletons } from './shared-singletons';
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
  };
  ModuleFederationPlugin: new (options: Record<string, unknown>) => unknown;
}

interface CommonOptions {
  /** The package's folder (where its package.json and src/ are). */
  packageDir: string;
  /** Document title of the package's HTML page. */
  title: string;
  bundler: BundlerClasses;
}

export interface HostConfigOptions extends CommonOptions {
  kind: 'host';
  name: 'shell';
  /**
   * Runtime plugins bundled into the federation runtime. They run before any shared module is
   * available, so they must import nothing shared (no React).
   */
  runtimePlugins?: string[];
}

export interface RemoteConfigOptions extends CommonOptions {
  kind: 'remote';
  name: RemoteName;
  /** Exposed module → source file; the keys must be exactly those REMOTES declares. */
  exposes: Record<string, string>;
}

export type FederatedConfigOptions = HostConfigOptions | RemoteConfigOptions;

/** What rspack's CLI hands a config function. */
export interface BuildArguments {
  mode?: 'production' | 'development' | 'none';
}

/** Two fangs, inline: no extra request, and no 404 for /favicon.ico in a member's console. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2315131a'/%3E%3Cpath d='M7 8h7l-3.5 16zM18 8h7l-3.5 16z' fill='%23e23a4f'/%3E%3C/svg%3E";

const htmlPage = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="${FAVICON}" />
  </head>
  <body>
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

/**
 * The rspack configuration of the shell or of one remote: TypeScript through builtin:swc-loader
 * (React automatic runtime), Module Federation 2 with a manifest, the one singleton list and
 * `loaded-first` sharing, content-hashed chunk names, and an HTML page (the shell's app, or a
 * remote's standalone page). Environment: FANGTASY_OUT_DIR replaces dist/, FANGTASY_BUILD_ID is
 * compiled in as `process.env.FANGTASY_BUILD_ID` so a deployment can be told apart.
 */
export function createFederatedConfig(options: FederatedConfigOptions) {
  const { packageDir, bundler } = options;
  if (options.kind === 'remote') checkExposes(options.name, options.exposes);
  const versions = readWorkspaceVersions(packageDir);

  return (_env: unknown, argv: BuildArguments = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const hashed = production ? '[name].[contenthash:10].js' : '[name].js';
    const outDir = process.env.FANGTASY_OUT_DIR || join(packageDir, 'dist');
    const buildId =
      process.env.FANGTASY_BUILD_ID ||
      `${options.name}-${production ? 'production' : 'development'}`;

    const federation =
      options.kind === 'host'
        ? { name: options.name, runtimePlugins: options.runtimePlugins ?? [] }
        : {
            name: options.name,
            filename: 'remoteEntry.js',
            exposes: options.exposes,
            // Remote names are the package names ('mf-league-info'), not JS identifiers, so the
            // container is a property of the global object rather than a `var`.
            library: { type: 'global', name: options.name },
          };

    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      target: ['web', 'es2022'],
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: outDir,
        // The shell serves deep links (/league-member-roster) from index.html, so its assets
        // must be absolute; a remote's assets are found relative to its remoteEntry.js.
        publicPath: options.kind === 'host' ? '/' : 'auto',
        uniqueName: options.name,
        filename: hashed,
        chunkFilename: hashed,
        clean: true,
      },
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
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      // Never optimization.runtimeChunk: a separate runtime chunk per entry breaks the
      // federation runtime shared by the app entry and the container entry.
      optimization: { minimize: production },
      performance: { hints: false },
      plugins: [
        new bundler.rspack.DefinePlugin({
          'process.env.FANGTASY_BUILD_ID': JSON.stringify(buildId),
        }),
        new bundler.ModuleFederationPlugin({
          ...federation,
          shared: sharedSingletons(versions),
          shareStrategy: 'loaded-first',
          manifest: true,
          // Types cross through the workspace; the dts plugin would download them over HTTP.
          dts: false,
        }),
        new bundler.rspack.HtmlRspackPlugin({
          title: options.title,
          templateContent: htmlPage(options.title),
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        // public/ holds the run-time files (the shell's remotes.json and config.json): they are
        // served as they are, so a deployment edits them instead of rebuilding.
        ...(existsSync(join(packageDir, 'public'))
          ? [
              new bundler.rspack.CopyRspackPlugin({
                patterns: [{ from: join(packageDir, 'public') }],
              }),
            ]
          : []),
      ],
    };
  };
}
