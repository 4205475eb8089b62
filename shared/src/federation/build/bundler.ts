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
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number; PROCESS_ASSETS_STAGE_ADDITIONAL: number };
    sources: { RawSource: new (source: string) => unknown };
    experiments: { swc: { minifySync: (source: string) => { code: string } } };
  };
}

/** A remote's build also needs the Module Federation plugin. */
export interface RemoteBundlerClasses extends BundlerClasses {
  ModuleFederationPlugin: new (options: Record<string, unknown>) => unknown;
}

/** What rspack's CLI hands a config function. */
export interface BuildArguments {
  mode?: 'production' | 'development' | 'none';
}

/** The slice of rspack's compiler the asset-writing plugins use. */
export interface AssetCompiler {
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: AssetCompilation) => void): void;
    };
  };
}
export interface AssetCompilation {
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  namedChunkGroups: ReadonlyMap<string, { getFiles(): string[] }>;
  getAsset(name: string): { source: { source(): string | Buffer } } | undefined;
  updateAsset(name: string, source: unknown): void;
  emitAsset(name: string, source: unknown): void;
}
