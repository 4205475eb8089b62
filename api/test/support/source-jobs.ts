import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../../src/config';
import type { Db } from '../../src/db/connect';
import { importNflverseSeason } from '../../src/import/nflverse-release';
import { scheduledJobs } from '../../src/scheduler/jobs';
import { file, fixtureText, type RecordedSource } from './recorded-source';
import type { TestApp } from './test-app';

/** A log that keeps what the jobs say at info level and above, one entry per line. */
export interface KeptLog extends FastifyBaseLogger {
  lines: { level: string; msg: string }[];
}

export function keptLog(): KeptLog {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      lines.push({ level, msg: String(typeof first === 'string' ? first : second) });
    };
  const log = {
    lines,
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => log,
  };
  return log as unknown as KeptLog;
}

/** The stats-source settings of a test app pointed at a local recorded source. */
export function sourceConfig(
  sourceUrl: string,
  overrides: Partial<ApiConfig> = {},
): { config: Partial<ApiConfig>; cleanup(): void } {
  const cacheDir = mkdtempSync(join(tmpdir(), 'ff-nflverse-'));
  return {
    config: {
      liveFeed: 'espn',
      liveFeedUrl: `${sourceUrl}/espn`,
      nflverseBaseUrl: `${sourceUrl}/nflverse`,
      nflverseCacheDir: cacheDir,
      nflverseRefreshAt: '06:00',
      // A hang guard only: no assertion depends on how long a request takes.
      sourceTimeoutMs: 10_000,
      ...overrides,
    },
    cleanup: () => rmSync(cacheDir, { recursive: true, force: true }),
  };
}

/** One scheduler tick of the app's configured jobs at its clock, as the api's scheduler runs them. */
export function jobRunner(t: TestApp, log: FastifyBaseLogger = keptLog()) {
  const jobs = scheduledJobs(t.config);
  return async (at?: string): Promise<void> => {
    if (at) t.clock.set(new Date(at));
    for (const job of jobs) await job.run({ db: t.db, clock: t.clock, log });
  };
}

/** The NFL data's read version (raised by triggers on any statement touching the NFL tables). */
export async function nflVersion(db: Db): Promise<number> {
  return readVersion(db, 'nfl');
}

export async function readVersion(db: Db, scope: string): Promise<number> {
  const row = await db
    .selectFrom('read_versions')
    .select('version')
    .where('scope', '=', scope)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Loads 2023 as `data:import --season 2023` would on the Thursday before Green Bay at Atlanta:
 * the recorded source serves the season's roster and the schedule without the game's score.
 */
export async function importSeasonBeforeKickoff(
  db: Db,
  source: RecordedSource,
  cacheDir: string,
): Promise<void> {
  source.answer(
    '/nflverse/rosters/roster_2023.csv',
    file(fixtureText('nflverse/roster_2023.csv'), 'roster-1'),
  );
  source.answer(
    '/nflverse/schedules/games.csv',
    file(fixtureText('nflverse/games-before-kickoff.csv'), 'games-1'),
  );
  await importNflverseSeason(db, { baseUrl: `${source.url}/nflverse`, season: 2023, cacheDir });
}
