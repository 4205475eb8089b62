import { availableParallelism } from 'node:os';
import { localRemoteOrigins } from '@fangtasy/shared/remotes';
import {
  connectionsAllowedBy,
  readDescriptorLimit,
  type DescriptorLimit,
} from './http/descriptor-limit';

/** Everything the api reads from its environment, read once at start. */
export interface ApiConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Fixed clock instant (ISO) for demos and tests; undefined = the real clock. */
  fantasyNow: string | undefined;
  /**
   * With fantasyNow: how many times faster than real time the clock runs from it (a replayed
   * game day watched live); 0 = it stands still.
   */
  fantasyClockRate: number;
  /** Accounts (lower-cased e-mails) allowed to create leagues. */
  leagueCreatorEmails: string[];
  /** Browser origins allowed to call the api with credentials. */
  corsOrigins: string[];
  /** Seed the demo league into an empty database at start. */
  seedDemo: boolean;
  /** Start the scheduler that runs due waiver runs and finalizes weeks. */
  runScheduler: boolean;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY): their addresses or CIDR
   * ranges. None by default: the client's address is the connection's peer.
   */
  trustProxy: string[] | false;
  /** Login attempts allowed per account per minute, from any address. */
  loginAttemptsPerMinute: number;
  /** Login attempts allowed per address per minute, whatever usernames it tries. */
  loginAttemptsPerAddressPerMinute: number;
  /** How long after it arrived a failed login is answered, at the soonest (ms). */
  loginFailureDelayMs: number;
  /** Registrations allowed per address per hour. */
  registrationsPerAddressPerHour: number;
  /** Registrations allowed per minute from every address together (a flood of new addresses). */
  registrationsPerMinute: number;
  /** Password hashes and verifications run at once, and how many may wait (auth/password-gate). */
  passwordChecksAtOnce: number;
  passwordChecksWaiting: number;
  /**
   * Connections and streams (docs/decisions/024): live streams per session, per member and per
   * process; connections per client address (0 = no limit) and per process (0 = no limit); how
   * long a request may take to arrive (headers, whole) and an idle keep-alive connection stays.
   */
  liveStreamsPerSession: number;
  liveStreamsPerMember: number;
  liveStreamsMax: number;
  connectionsPerAddress: number;
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** The process's descriptor limit as read at start (null where the system does not say). */
  descriptorLimit: DescriptorLimit | null;
  /** PostgreSQL limits (db/connect.ts): waiting for a connection, and for one statement. */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
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
  /** The live in-game feed (docs/decisions/014-live-stats-sources.md): 'espn' polls it, 'off' never. */
  liveFeed: 'espn' | 'off';
  /** Base URL of ESPN's site API for the NFL (tests point it at a local server). */
  liveFeedUrl: string;
  /** How long one request to a source may take before the poll counts as failed. */
  sourceTimeoutMs: number;
  /** Where nflverse release assets are downloaded from (`<base>/<tag>/<file>`). */
  nflverseBaseUrl: string;
  /** The season the nightly nflverse refresh loads; undefined = no nightly refresh. */
  nflverseSeason: number | undefined;
  /** US Eastern wall-clock time (HH:MM) of the nightly nflverse refresh. */
  nflverseRefreshAt: string;
  /** Folder for downloaded nflverse files (kept between runs for ETag checks and resumes). */
  nflverseCacheDir: string;
  /** The most one NFL data file may hold once decompressed, in MB, and in rows (IMPORT_MAX_*). */
  importMaxMegabytes: number;
  importMaxRows: number;
}

export const DEMO_CREATOR_EMAIL = 'commish@fangtasy.demo';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * TRUST_PROXY: the proxies' addresses and CIDR ranges ('10.0.0.2,fd00::/8', or proxy-addr's
 * names such as 'loopback'). 'true' is refused: it would believe any client's X-Forwarded-For,
 * which is how the login limit was dodged.
 */
export function readTrustProxy(value: string | undefined): string[] | false {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client name its own address: give the proxy addresses instead.',
    );
  return list(text);
}

/**
 * A whole number from the environment within bounds; unset or empty = the fallback. A malformed
 * value stops the start: a typo must neither mean 0 nor quietly mean the default.
 */
function boundedInt(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}: ${value}`);
  return number;
}

/** An NFL season year (nflverse's data start in 1999); a malformed one stops the start. */
export function seasonOf(value: string | undefined, name = 'NFLVERSE_SEASON'): number | undefined {
  if (!value) return undefined;
  return boundedInt(name, value, 1999, 2100, 0);
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** LIVE_FEED: 'espn' turns the live feed on, 'off' (or unset) leaves it off; anything else stops the start. */
function liveFeedOf(value: string | undefined): ApiConfig['liveFeed'] {
  const feed = (value ?? '').trim().toLowerCase();
  if (feed === '' || feed === 'off') return 'off';
  if (feed === 'espn') return 'espn';
  throw new Error(`LIVE_FEED must be espn or off: ${value}`);
}

function refreshTimeOf(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '06:00';
  if (!HH_MM.test(value.trim())) throw new Error(`NFLVERSE_REFRESH_AT must be HH:MM: ${value}`);
  return value.trim();
}

/**
 * The connection limits (docs/decisions/024). The process-wide ones default to what the
 * descriptor limit allows, so the api refuses a connection before it runs out of descriptors
 * (which would refuse everyone, and fail the database's files and connections too); live streams
 * to three quarters of that, so requests — logins, /health, polls — always find room.
 */
function connectionLimits(env: NodeJS.ProcessEnv, descriptorLimit: DescriptorLimit | null) {
  const allowed = connectionsAllowedBy(descriptorLimit);
  const maxConnections = boundedInt(
    'MAX_CONNECTIONS',
    env.MAX_CONNECTIONS,
    0,
    10_000_000,
    allowed ?? 0,
  );
  const headersTimeoutMs = boundedInt(
    'HEADERS_TIMEOUT_MS',
    env.HEADERS_TIMEOUT_MS,
    500,
    120_000,
    10_000,
  );
  const requestTimeoutMs = boundedInt(
    'REQUEST_TIMEOUT_MS',
    env.REQUEST_TIMEOUT_MS,
    500,
    600_000,
    Math.max(30_000, headersTimeoutMs),
  );
  // Node refuses a headers timeout longer than the whole request's.
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  return {
    liveStreamsPerSession: boundedInt(
      'LIVE_STREAMS_PER_SESSION',
      env.LIVE_STREAMS_PER_SESSION,
      1,
      100,
      4,
    ),
    liveStreamsPerMember: boundedInt(
      'LIVE_STREAMS_PER_MEMBER',
      env.LIVE_STREAMS_PER_MEMBER,
      1,
      1_000,
      10,
    ),
    liveStreamsMax: boundedInt(
      'LIVE_STREAMS_MAX',
      env.LIVE_STREAMS_MAX,
      1,
      10_000_000,
      maxConnections > 0 ? Math.max(1, Math.floor((maxConnections * 3) / 4)) : 10_000,
    ),
    connectionsPerAddress: boundedInt(
      'CONNECTIONS_PER_ADDRESS',
      env.CONNECTIONS_PER_ADDRESS,
      0,
      1_000_000,
      64,
    ),
    maxConnections,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: boundedInt(
      'KEEP_ALIVE_TIMEOUT_MS',
      env.KEEP_ALIVE_TIMEOUT_MS,
      500,
      600_000,
      5_000,
    ),
    descriptorLimit,
  };
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  descriptorLimit: DescriptorLimit | null = readDescriptorLimit(),
): ApiConfig {
  const sameSite = env.COOKIE_SAMESITE?.toLowerCase();
  return {
    host: env.API_HOST ?? '0.0.0.0',
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './.data',
    fantasyNow: env.FANTASY_NOW || undefined,
    fantasyClockRate: boundedInt('FANTASY_CLOCK_RATE', env.FANTASY_CLOCK_RATE, 0, 3_600, 0),
    leagueCreatorEmails: list(env.LEAGUE_CREATOR_EMAIL ?? DEMO_CREATOR_EMAIL).map((e) =>
      e.toLowerCase(),
    ),
    corsOrigins: list(
      env.CORS_ORIGINS ??
        // The shell and every remote as `pnpm start` serves them.
        ['http://localhost:3000', ...localRemoteOrigins(), 'http://127.0.0.1:3000'].join(','),
    ),
    seedDemo: env.SEED_DEMO !== '0',
    runScheduler: env.RUN_SCHEDULER !== '0',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    loginAttemptsPerAddressPerMinute: Number(env.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE ?? 60),
    loginFailureDelayMs: Number(env.LOGIN_FAILURE_DELAY_MS ?? 1_000),
    registrationsPerAddressPerHour: Number(env.REGISTRATIONS_PER_ADDRESS_PER_HOUR ?? 20),
    registrationsPerMinute: boundedInt(
      'REGISTRATIONS_PER_MINUTE',
      env.REGISTRATIONS_PER_MINUTE,
      1,
      1_000_000,
      30,
    ),
    ...connectionLimits(env, descriptorLimit),
    passwordChecksAtOnce: Number(
      env.PASSWORD_CHECKS_AT_ONCE ?? Math.max(1, availableParallelism()),
    ),
    passwordChecksWaiting: Number(env.PASSWORD_CHECKS_WAITING ?? 16),
    dbConnectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS ?? 5_000),
    dbStatementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 30_000),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    cookieSameSite: sameSite === 'none' || sameSite === 'strict' ? sameSite : 'lax',
    logLevel: env.LOG_LEVEL ?? 'info',
    readCacheMegabytes: Number(env.READ_CACHE_MB ?? 64),
    enableTestClock: env.ENABLE_TEST_CLOCK === '1',
    benchBaselineRoutes: env.BENCH_BASELINE_ROUTES === '1',
    liveFeed: liveFeedOf(env.LIVE_FEED),
    liveFeedUrl: (
      env.LIVE_FEED_URL || 'https://site.api.espn.com/apis/site/v2/sports/football/nfl'
    ).replace(/\/+$/, ''),
    sourceTimeoutMs: boundedInt('SOURCE_TIMEOUT_MS', env.SOURCE_TIMEOUT_MS, 100, 600_000, 20_000),
    nflverseBaseUrl: (
      env.NFLVERSE_BASE_URL || 'https://github.com/nflverse/nflverse-data/releases/download'
    ).replace(/\/+$/, ''),
    nflverseSeason: seasonOf(env.NFLVERSE_SEASON),
    nflverseRefreshAt: refreshTimeOf(env.NFLVERSE_REFRESH_AT),
    nflverseCacheDir: env.NFLVERSE_CACHE_DIR ?? './.nflverse-cache',
    // A season's largest file is a few MB and tens of thousands of rows; a file past these is
    // refused as it streams in, so a decompression bomb cannot take the importer's memory.
    importMaxMegabytes: boundedInt('IMPORT_MAX_MB', env.IMPORT_MAX_MB, 1, 2_048, 128),
    importMaxRows: boundedInt('IMPORT_MAX_ROWS', env.IMPORT_MAX_ROWS, 1_000, 20_000_000, 1_000_000),
  };
}
