import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildArguments, BundlerClasses } from './bundler';

/** What every build of one package shares: mode, output names and the build id. */
export interface BuildSettings {
  production: boolean;
  hashed: string;
  outDir: string;
  buildId: string;
  /**
   * Whether the output folder holds anything to clean first. A new or empty one does not: a
   * remote's two compilers (container and standalone page) cleaning one new folder at once
   * raced (rspack: ENOENT on the folder's rmdir), and a redeploy into a fresh folder failed.
   */
  cleanOutDir: boolean;
}

/**
 * Environment: FANGTASY_OUT_DIR replaces dist/, FANGTASY_BUILD_ID is compiled in as
 * `process.env.FANGTASY_BUILD_ID` so a deployment can be told apart.
 */
export function buildSettings(name: string, packageDir: string, argv: BuildArguments) {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const outDir = process.env.FANGTASY_OUT_DIR || join(packageDir, 'dist');
  return {
    production,
    hashed: production ? '[name].[contenthash:10].js' : '[name].js',
    outDir,
    cleanOutDir: existsSync(outDir) && readdirSync(outDir).length > 0,
    buildId:
      process.env.FANGTASY_BUILD_ID || `${name}-${production ? 'production' : 'development'}`,
  } satisfies BuildSettings;
}

/** TypeScript and TSX through builtin:swc-loader, with React's automatic runtime. */
export function baseConfig(packageDir: string, settings: BuildSettings) {
  return {
    mode: settings.production ? 'production' : 'development',
    context: packageDir,
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

export const buildIdDefine = (bundler: BundlerClasses, settings: BuildSettings) =>
  new bundler.rspack.DefinePlugin({
    'process.env.FANGTASY_BUILD_ID': JSON.stringify(settings.buildId),
  });

// public/ holds the run-time files (the shell's config.json): they are served as they are, so a
// deployment edits them instead of rebuilding.
export const publicFiles = (bundler: BundlerClasses, packageDir: string) =>
  existsSync(join(packageDir, 'public'))
    ? [new bundler.rspack.CopyRspackPlugin({ patterns: [{ from: join(packageDir, 'public') }] })]
    : [];
