import { DEFAULT_WAIVER_RULES, type WaiverDay } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { listFantasyWeeks } from '../services/fantasy-weeks';
import { claimsCoveredAt, claimsInDuePlayerRuns } from '../services/waiver-due/claim-coverage';
import { latestWeeklyDue } from '../services/waiver-due/weekly-due-times';

/** A recorded waiver run (the `waiver_runs` row). */
export interface WaiverRunRow {
  id: number;
  league_id: number;
  kind: 'weekly' | 'player';
  player_id: number | null;
  due_at: Date;
  status: 'pending' | 'running' | 'done';
  started_at: Date | null;
  finished_at: Date | null;
  awarded: number;
  failed: number;
}

// Leagues without waiver rules play by the defaults, as everywhere else.
const waiverDayOf = sql<WaiverDay>`coalesce(wr.waiver_day, ${sql.lit(DEFAULT_WAIVER_RULES.waiver_day)})`;

/**
 * Records every waiver run that is due at `now` and has claims to decide (rules §4.16): each
 * active league's weekly run due most recently (00:00 Eastern on its waiver day), and each
 * dropped player's run due when his waiver period ended. The unique index `waiver_runs_once`
 * makes a due run one row however many processes notice it (INSERT ... ON CONFLICT DO NOTHING);
 * a run without claims is never recorded, since it would decide nothing.
 */
export async function recordDueRuns(db: Db, now: Date): Promise<void> {
  const groups = await db
    .selectFrom('leagues as l')
    .leftJoin('waiver_rules as wr', 'wr.league_id', 'l.id')
    .select(['l.season', waiverDayOf.as('waiver_day')])
    .where('l.is_active', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('waiver_claims as pending')
          .select(sql.lit(1).as('one'))
          .whereRef('pending.league_id', '=', 'l.id')
          .where('pending.is_active', '=', 1),
      ),
    )
    .distinct()
    .execute();

  const weeksBySeason = new Map<number, Awaited<ReturnType<typeof listFantasyWeeks>>>();
  for (const { season, waiver_day } of groups) {
    if (!weeksBySeason.has(season)) weeksBySeason.set(season, await listFantasyWeeks(db, season));
    const dueAt = latestWeeklyDue(weeksBySeason.get(season) ?? [], waiver_day, now);
    if (!dueAt) continue;
    const leaguesOfGroup = db
      .selectFrom('leagues as l')
      .leftJoin('waiver_rules as wr', 'wr.league_id', 'l.id')
      .select('l.id')
      .where('l.is_active', '=', 1)
      .where('l.season', '=', season)
      .where(waiverDayOf, '=', waiver_day);
    await db
      .insertInto('waiver_runs')
      .columns(['league_id', 'kind', 'due_at'])
      .expression(
        claimsCoveredAt(db, dueAt)
          .where('wc.league_id', 'in', leaguesOfGroup)
          .select([
            'wc.league_id',
            sql<'weekly'>`'weekly'`.as('kind'),
            sql<Date>`${dueAt}::timestamptz`.as('due_at'),
          ])
          .distinct(),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  await db
    .insertInto('waiver_runs')
    .columns(['league_id', 'kind', 'player_id', 'due_at'])
    .expression(
      claimsInDuePlayerRuns(db, now)
        .select([
          'wc.league_id',
          sql<'player'>`'player'`.as('kind'),
          'wc.player_id',
          sql<Date>`rp.waivers_until`.as('due_at'),
        ])
        .distinct(),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Recorded runs not yet done and due at `now` (of one league when given), earliest first. */
export async function unfinishedDueRuns(
  db: Db,
  now: Date,
  leagueId?: number,
): Promise<WaiverRunRow[]> {
  return db
    .selectFrom('waiver_runs')
    .selectAll()
    .where('status', '<>', 'done')
    .where('due_at', '<=', now)
    .$if(leagueId !== undefined, (qb) => qb.where('league_id', '=', leagueId ?? 0))
    .orderBy('league_id')
    .orderBy('due_at')
    .orderBy('id')
    .execute();
}
