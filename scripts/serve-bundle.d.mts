/** Headers every answer carries: CSP frame-ancestors and a safe baseline, nosniff, no framing. */
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const IMAGE_SOURCES: string[];

export interface BundleServerOptions {
  dir: string;
  port?: number;
  host?: string;
  spa?: boolean;
  /** URL path → file served in its place, e.g. { '/remotes.json': '/tmp/x/remotes.json' }. */
  files?: Record<string, string>;
  quiet?: boolean;
}

export interface BundleServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export declare function serveBundle(options: BundleServerOptions): Promise<BundleServer>;
