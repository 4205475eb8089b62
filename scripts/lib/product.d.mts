export declare const ROOT: string;

export interface FederatedPackage {
  name: string;
  dir: string;
  kind: 'host' | 'remote';
}

type Log = (line: string) => void;

/** The remote table (shared/src/federation/remotes.ts), read through tsx. */
export declare function declaredRemotes(): Promise<Record<string, { port: number }>>;
export declare function federatedPackages(remotes: Record<string, unknown>): FederatedPackage[];
export declare function isBuildFresh(packageDir: string, outDir?: string): boolean;
export declare function run(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string>; log?: Log; label?: string },
): Promise<number>;
/** Writes `<file>.br` and `<file>.gz` beside every compressible built file of 1 KB or more. */
export declare function precompress(dir: string): void;
export declare function buildPackage(
  pkg: FederatedPackage,
  options?: { outDir?: string; env?: Record<string, string>; log?: Log },
): Promise<number>;
export declare function buildStalePackages(
  packages: FederatedPackage[],
  options?: { concurrency?: number; force?: boolean; log?: Log },
): Promise<{ built: string[]; skipped: string[] }>;
export declare function startApi(options: {
  port: number;
  env?: Record<string, string>;
  log?: Log;
  timeoutMs?: number;
}): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }>;
export declare function waitForHealth(
  url: string,
  options?: {
    timeoutMs?: number;
    gone?: () => { code: number | null; signal: string | null } | null;
  },
): Promise<void>;
export declare function importTypeScript(path: string): Promise<Record<string, unknown>>;
