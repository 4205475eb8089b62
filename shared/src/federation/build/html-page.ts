import type { AssetCompiler, BundlerClasses } from './bundler';

/** Stands, quoted, in the early script for a named chunk group's files until the build names them. */
export const chunkFilesToken = (chunkName: string) => `__FANGTASY_CHUNK_FILES:${chunkName}__`;

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

/** The package's index.html, with the early script minified into it. */
export const htmlPage = (bundler: BundlerClasses, title: string, earlyScript?: string) =>
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

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every
 * function compiled eagerly, on the background thread that streams the script, instead of each
 * module's function being compiled on the main thread the first time it runs. Only for the boot
 * bundle, where nearly every function does run at load; added after minification, which would
 * drop it.
 */
export const eagerCompileHint = (bundler: BundlerClasses, test: RegExp) =>
  new bundler.rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test,
    // After the optimize-size stage (400), where the minifier runs.
    stage: 1000,
  });

/**
 * Writes named chunk groups' script files into index.html's early script (chunkFilesToken), once
 * the build has given them their hashed names. A name the build does not know becomes [].
 */
export const chunkFilesIntoPage = (bundler: BundlerClasses) => ({
  apply(compiler: AssetCompiler) {
    const name = 'ChunkFilesIntoPage';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: bundler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          // A token may name several groups joined by '+': their files, in that order.
          const token = new RegExp(`(["'])${chunkFilesToken('([\\w+-]+)')}\\1`, 'g');
          const html = page.source
            .source()
            .toString()
            .replace(token, (_match, _quote, chunkNames: string) =>
              JSON.stringify([
                ...new Set(
                  chunkNames
                    .split('+')
                    .flatMap(
                      (chunkName) => compilation.namedChunkGroups.get(chunkName)?.getFiles() ?? [],
                    )
                    .filter((file) => file.endsWith('.js'))
                    .map((file) => `/${file}`),
                ),
              ]),
            );
          compilation.updateAsset('index.html', new bundler.rspack.sources.RawSource(html));
        },
      );
    });
  },
});

/** Writes a file the build does not bundle (the shell's default remotes.json) into its output. */
export const emittedFile = (bundler: BundlerClasses, file: string, content: string) => ({
  apply(compiler: AssetCompiler) {
    const name = 'EmittedFile';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: bundler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new bundler.rspack.sources.RawSource(content)),
      );
    });
  },
});
