import { easternWallClockToInstant } from '@fangtasy/shared/domain';
import type { CsvLimits } from '../import/csv-table';
import { importNflverseSeason } from '../import/nflverse-release';
import type { StatsSource } from './stats-source';

const EASTERN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The first instant after `now` whose US Eastern wall-clock time is `hhmm`. */
export function nextEasternTime(now: Date, hhmm: string): Date {
  const today = EASTERN_DATE.format(now);
  for (let days = 0; days <= 2; days++) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    const candidate = easternWallClockToInstant(date.toISOString().slice(0, 10), hhmm);
    if (candidate > now) return candidate;
  }
  throw new Error(`no ${hhmm} Eastern after ${now.toISOString()}`);
}

export interface NflverseNightlyOptions {
  baseUrl: string;
  season: number;
  cacheDir: string;
  /** US Eastern HH:MM. */
  refreshAt: string;
  timeoutMs: number;
  /** How much one downloaded file may hold (IMPORT_MAX_MB, IMPORT_MAX_ROWS). */
  limits?: CsvLimits;
}

/**
 * The nightly nflverse refresh (decision 014): once a night the season's release files are
 * asked for again; when one changed (nflverse's corrections of stats, rosters, kickoff times),
 * the season is re-imported and every final matchup whose stats changed is re-scored.
 */
export function nflverseNightlyRefresh(options: NflverseNightlyOptions): StatsSource {
  return {
    name: 'nflverse',
    retryAfterMs: 5 * 60_000,
    maxBackoffMs: 2 * 3_600_000,
    // Downloads of a few megabytes and one import: far less than this on any line that works.
    leaseMs: 30 * 60_000,
    hasWork: async () => true,
    nextPollAfter: (now) => nextEasternTime(now, options.refreshAt),
    async poll({ db }) {
      const { changedFiles } = await importNflverseSeason(db, {
        baseUrl: options.baseUrl,
        season: options.season,
        cacheDir: options.cacheDir,
        timeoutMs: Math.max(options.timeoutMs, 10 * 60_000),
        ...(options.limits ? { limits: options.limits } : {}),
      });
      return changedFiles.length;
    },
  };
}
