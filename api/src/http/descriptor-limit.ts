import { readFileSync } from 'node:fs';

/** The process's limit on open descriptors (sockets, files): `ulimit -n`. */
export interface DescriptorLimit {
  soft: number;
  /** How far the soft limit may be raised without privileges (Infinity: unlimited). */
  hard: number;
}

const numberOf = (text: string | undefined) =>
  text === 'unlimited' ? Infinity : Number.parseInt(text ?? '', 10);

/** Reads the "Max open files" row of a /proc/<pid>/limits text; null when it has none. */
export function parseDescriptorLimit(limitsText: string): DescriptorLimit | null {
  const row = limitsText.split('\n').find((line) => line.startsWith('Max open files'));
  if (!row) return null;
  const [soft, hard] = row.slice('Max open files'.length).trim().split(/\s+/);
  const limit = { soft: numberOf(soft), hard: numberOf(hard) };
  return Number.isNaN(limit.soft) || Number.isNaN(limit.hard) ? null : limit;
}

/**
 * This process's descriptor limit, where the system tells it (Linux); null elsewhere. Node has
 * no setrlimit: the scripts that start the api raise the soft limit (`ulimit -n`) before it runs.
 */
export function readDescriptorLimit(path = '/proc/self/limits'): DescriptorLimit | null {
  try {
    return parseDescriptorLimit(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Descriptors kept out of the connections' share: the database pool, PGlite's files, the
 * listening socket, logs, downloads of the nightly refresh.
 */
export const DESCRIPTORS_KEPT = 128;

/** The most connections a process with this limit should hold; null when the limit is unknown. */
export function connectionsAllowedBy(limit: DescriptorLimit | null): number | null {
  if (!limit || !Number.isFinite(limit.soft)) return null;
  return Math.max(16, limit.soft - DESCRIPTORS_KEPT);
}

/** Below this many descriptors a game day's streams and requests may not fit: worth a warning. */
const ADVISED_DESCRIPTORS = 4_096;

/** What the start-up log says about the descriptor limit and the caps drawn from it. */
export function descriptorLimitReport(config: {
  descriptorLimit: DescriptorLimit | null;
  maxConnections: number;
  liveStreamsMax: number;
  connectionsPerAddress: number;
}): { level: 'info' | 'warn'; message: string } {
  const { descriptorLimit: limit, maxConnections, liveStreamsMax } = config;
  const caps = `at most ${maxConnections > 0 ? maxConnections : 'unlimited'} connections (MAX_CONNECTIONS), ${liveStreamsMax} live streams (LIVE_STREAMS_MAX), ${config.connectionsPerAddress > 0 ? config.connectionsPerAddress : 'unlimited'} connections per client address (CONNECTIONS_PER_ADDRESS)`;
  if (!limit) return { level: 'info', message: `Descriptor limit unknown on this system; ${caps}` };
  const hard = Number.isFinite(limit.hard) ? String(limit.hard) : 'unlimited';
  const stated = `Descriptor limit ${limit.soft} (hard ${hard}); ${caps}`;
  const allowed = connectionsAllowedBy(limit)!;
  if (maxConnections === 0 || maxConnections > allowed)
    return {
      level: 'warn',
      message: `${stated}. MAX_CONNECTIONS leaves fewer than ${DESCRIPTORS_KEPT} descriptors for the database and files: the api may run out of descriptors; raise the limit (ulimit -n) or lower MAX_CONNECTIONS.`,
    };
  if (limit.soft < ADVISED_DESCRIPTORS)
    return {
      level: 'warn',
      message: `${stated}. A small limit for a game day: ${
        limit.soft < limit.hard
          ? `raise the soft limit before the api starts (ulimit -n ${hard}; pnpm start does)`
          : 'raise the hard limit (systemd LimitNOFILE=, docker run --ulimit nofile=)'
      }.`,
    };
  return { level: 'info', message: stated };
}
