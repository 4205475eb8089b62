import { localRemotesFile } from '../remote-pages';
import { sharedSingletons } from '../shared-singletons';
import { readWorkspaceVersions } from '../workspace-versions';
import { baseConfig, buildIdDefine, buildSettings, publicFiles } from './base-config';
import type { BuildArguments, BundlerClasses } from './bundler';
import { firstDownloadGuard } from './first-download';
import { chunkFilesIntoPage, eagerCompileHint, emittedFile, htmlPage } from './html-page';

export interface HostConfigOptions {
  /** The package's folder (where its package.json and src/ are). */
  packageDir: string;
  /** Document title of its HTML page. */
  title: string;
  bundler: BundlerClasses;
  /**
   * A script index.html runs before the app's own (minified into the page). A quoted
   * `chunkFilesToken(name)` in it becomes the JSON list of the script files of the chunk group
   * `name` (an import with that webpackChunkName), known only once the build has hashed them.
   */
  earlyScript?: string;
}

/**
 * The shell's rspack configuration: an ordinary app build. Nothing before login needs Module
 * Federation, so it starts the federation runtime itself when a remote page is first needed, as
 * the host that provides its libraries to the remotes (shell/src/remotes/federation.ts; the
 * singleton list reaches it compiled in as `process.env.FANGTASY_SHARED`). Its remotes.json
 * names every remote of REMOTES at its `pnpm start` port (a deployment replaces the file).
 */
export function hostConfig(options: HostConfigOptions) {
  const { packageDir, bundler } = options;
  const versions = readWorkspaceVersions(packageDir);
  return (_env: unknown, argv: BuildArguments = {}) => {
    const settings = buildSettings('shell', packageDir, argv);
    return {
      ...baseConfig(packageDir, settings),
      entry: { main: './src/index.ts' },
      output: {
        path: settings.outDir,
        // The shell serves deep links (/league-member-roster) from index.html, so its assets
        // must be absolute.
        publicPath: '/',
        uniqueName: 'shell',
        filename: settings.hashed,
        chunkFilename: settings.hashed,
        clean: settings.cleanOutDir,
      },
      plugins: [
        buildIdDefine(bundler, settings),
        new bundler.rspack.DefinePlugin({
          'process.env.FANGTASY_SHARED': JSON.stringify(JSON.stringify(sharedSingletons(versions))),
        }),
        htmlPage(bundler, options.title, options.earlyScript),
        ...(options.earlyScript ? [chunkFilesIntoPage(bundler)] : []),
        ...publicFiles(bundler, packageDir),
        emittedFile(bundler, 'remotes.json', `${JSON.stringify(localRemotesFile(), null, 2)}\n`),
        eagerCompileHint(bundler, /^main\./),
        // /login loads only what it needs: the build fails if its first download grows the
        // signed-in shell or the data layer back (decision 055).
        firstDownloadGuard(bundler),
      ],
    };
  };
}
