import type { BundlerClasses } from './bundler';

/**
 * What /login's first download may not contain (decision 055): the signed-in shell and the data
 * layer arrive after login. A package or shell folder named here in an initial chunk of the
 * shell fails its build, naming the module and the chain that brought it in. A new library of
 * the data layer (a query client, a route-table client) goes on this list when it is added.
 */
export const AFTER_LOGIN_ONLY: { pattern: RegExp; what: string }[] = [
  { pattern: /node_modules\/axios\//, what: 'the api client (axios)' },
  { pattern: /node_modules\/@tanstack\//, what: 'the query cache (@tanstack/*)' },
  { pattern: /node_modules\/zod\//, what: 'the schemas (zod)' },
  { pattern: /node_modules\/dayjs\//, what: 'dates (dayjs)' },
  { pattern: /node_modules\/@module-federation\//, what: 'the federation runtime' },
  { pattern: /shared\/src\/api\/(?!early-reads)/, what: "shared's api calls" },
  { pattern: /shared\/src\/contract\//, what: "shared's answer schemas" },
  { pattern: /shell\/src\/signed-in\//, what: 'the signed-in shell' },
  { pattern: /shell\/src\/remotes\/(?!runtime-files)/, what: 'the remote routes and registry' },
];

interface BuiltModule {
  resource?: string;
  identifier(): string;
  /** The modules a concatenated module was made of. */
  modules?: BuiltModule[];
}
interface GuardCompilation {
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  chunks: Iterable<{ canBeInitial(): boolean }>;
  chunkGraph: { getChunkModules(chunk: unknown): BuiltModule[] };
}
interface GuardCompiler {
  hooks: {
    thisCompilation: { tap(name: string, run: (compilation: GuardCompilation) => void): void };
  };
}

const sourcesOf = (module: BuiltModule): string[] =>
  module.modules?.length
    ? module.modules.flatMap(sourcesOf)
    : [(module.resource ?? module.identifier()).replaceAll('\\', '/')];

/** A package by its name, a workspace file by its path from the workspace. */
const shortName = (file: string) =>
  /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
  file.replace(/^.*?\/((?:shared|shell)\/src\/)/, '$1');

/** Each source file of the given first-download files that the list keeps for after login. */
export function firstDownloadViolations(files: string[]): string[] {
  return [
    ...new Set(
      files.flatMap((file) => {
        const rule = AFTER_LOGIN_ONLY.find(({ pattern }) => pattern.test(file));
        return rule ? [`${rule.what}: ${shortName(file)}`] : [];
      }),
    ),
  ];
}

/** Fails the shell's build when its first download holds what comes after login. */
export const firstDownloadGuard = (bundler: BundlerClasses) => ({
  apply(compiler: GuardCompiler) {
    const name = 'FirstDownloadGuard';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: bundler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...compilation.chunks]
            .filter((chunk) => chunk.canBeInitial())
            .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk).flatMap(sourcesOf));
          const violations = firstDownloadViolations(files);
          if (violations.length === 0) return;
          // Thrown, the build fails with this text.
          throw new Error(
            `/login's first download holds what comes after login (decision 055: import it behind the signed-in shell, shell/src/app/signed-in-shell.ts):\n  ${violations.join('\n  ')}`,
          );
        },
      );
    });
  },
});
