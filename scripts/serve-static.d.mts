/** Headers every answer carries: CSP frame-ancestors and a safe baseline, nosniff, no framing. */
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare function cacheControlFor(path: string): string;

export interface StaticServerOptions {
  dir: string;
  port?: number;
  host?: string;
  spa?: boolean;
  /** URL path → file served in its place, e.g. { '/remotes.json': '/tmp/x/remotes.json' }. */
  files?: Record<string, string>;
  quiet?: boolean;
}

export interface StaticServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export declare function serveStatic(options: StaticServerOptions): Promise<StaticServer>;
export declare function parseServeArgs(
  argv: string[],
): Required<Omit<StaticServerOptions, 'host'>> & { host?: string };
