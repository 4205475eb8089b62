/** Everything the api reads from its environment, read once at start. */
export interface ApiConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Fixed clock instant (ISO) for demos and tests; undefined = the real clock. */
  fantasyNow: string | undefined;
  /** Accounts (lower-cased e-mails) allowed to create leagues. */
  leagueCreatorEmails: string[];
  /** Browser origins allowed to call the api with credentials. */
  corsOrigins: string[];
  /** Seed the demo league into an empty database at start. */
  seedDemo: boolean;
  /** Start the scheduler that runs due waiver runs and finalizes weeks. */
  runScheduler: boolean;
  /** Login attempts allowed per username and address per minute. */
  loginAttemptsPerMinute: number;
  sessionTtlDays: number;
  /** SameSite of the session cookie: 'lax' when shell and api share a site, 'none' across sites. */
  cookieSameSite: 'lax' | 'strict' | 'none';
  logLevel: string;
  /** Memory for cached league reads (read-cache/); 0 switches the cache off. */
  readCacheMegabytes: number;
  /** Registers POST /__test__/clock (browser tests, demos): never in production. */
  enableTestClock: boolean;
  /** Registers the benchmark's baseline routes (BENCH_BASELINE_ROUTES=1): never in production. */
  benchBaselineRoutes: boolean;
}

export const DEMO_CREATOR_EMAIL = 'commish@fangtasy.demo';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const sameSite = env.COOKIE_SAMESITE?.toLowerCase();
  return {
    host: env.API_HOST ?? '0.0.0.0',
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './.data',
    fantasyNow: env.FANTASY_NOW || undefined,
    leagueCreatorEmails: list(env.LEAGUE_CREATOR_EMAIL ?? DEMO_CREATOR_EMAIL).map((e) =>
      e.toLowerCase(),
    ),
    corsOrigins: list(
      env.CORS_ORIGINS ??
        'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004,http://localhost:3005,http://127.0.0.1:3000',
    ),
    seedDemo: env.SEED_DEMO !== '0',
    runScheduler: env.RUN_SCHEDULER !== '0',
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    cookieSameSite: sameSite === 'none' || sameSite === 'strict' ? sameSite : 'lax',
    logLevel: env.LOG_LEVEL ?? 'info',
    readCacheMegabytes: Number(env.READ_CACHE_MB ?? 64),
    enableTestClock: env.ENABLE_TEST_CLOCK === '1',
    benchBaselineRoutes: env.BENCH_BASELINE_ROUTES === '1',
  };
}
