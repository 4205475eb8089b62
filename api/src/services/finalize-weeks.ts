import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import type { ScheduledJob } from '../scheduler/jobs';
import { grantBiteRights } from './bites/grant-bite-rights';
import { inTransaction } from './in-transaction';
import { teamScoresSql, type LeagueScope } from './team-scores';

/** A league's week whose matchups became final. */
export interface FinalizedWeek {
  leagueId: number;
  week: number;
}

interface PendingWeek {
  league_id: number;
  week: number;
  season: number;
  end_datetime: Date;
}

/**
 * Stores the scores of every matchup of `leagues`' `week` from the frozen lineups, counting the
 * games that kicked off before the week ended. `onlyFinal` picks which rows: the ones being
 * finalized (is_final = 0, set final here) or the ones already final (a stat correction).
 */
function storeWeekScores(
  db: Db,
  week: { leagues: LeagueScope; season: number; week: number; end: Date },
  rows: 'finalize' | 'recompute',
) {
  const scores = teamScoresSql({
    leagues: week.leagues,
    season: week.season,
    week: week.week,
    countedUntil: week.end,
    lineup: 'frozen',
  });
  const leagueIds = Array.isArray(week.leagues) ? week.leagues : null;
  const scope = leagueIds
    ? sql`s.league_id = any(${sql.val(leagueIds)}::int[])`
    : sql`s.league_id in (select id from leagues where season = ${week.season})`;
  // Only rows still open become final: a second process finding none changes nothing.
  const state = rows === 'finalize' ? sql`s.is_final = 0` : sql`s.is_final = 1`;
  return sql<{ id: number }>`
    with scores as (${scores})
    update schedules s
    set home_score = coalesce(h.score, 0), away_score = coalesce(a.score, 0), is_final = 1
    from schedules pair
    left join scores h on h.league_id = pair.league_id and h.league_member_id = pair.home_league_member
    left join scores a on a.league_id = pair.league_id and a.league_member_id = pair.away_league_member
    where pair.id = s.id and ${scope} and s.week = ${week.week} and ${state}
    returning s.id`.execute(db);
}

/**
 * One league's ended weeks, in one transaction: lineups frozen, scores stored, matchups final,
 * and the vampires' bite rights granted from them (docs/decisions/019-the-vampire-bite.md).
 */
async function finalizeLeague(db: Db, weeks: PendingWeek[], now: Date): Promise<FinalizedWeek[]> {
  return inTransaction(db, async (trx) => {
    const done: FinalizedWeek[] = [];
    for (const pending of weeks) {
      // Claims the week: another process waits here, then finds the rows final and moves on.
      const open = await trx
        .selectFrom('schedules')
        .select('id')
        .where('league_id', '=', pending.league_id)
        .where('week', '=', pending.week)
        .where('is_final', '=', 0)
        .forUpdate()
        .execute();
      if (open.length === 0) continue;
      // A roster change made before the end but not yet committed is part of the week: wait for
      // every member's roster lock. After the end no roster changes without settling the week
      // first (settleEndedWeeksOfMember), so the rosters read now are the rosters at the end
      // instant — the lineups that played (docs/decisions/023-deadlines-enforced-by-the-crossing-write.md).
      await sql`
        select id from league_members where league_id = ${pending.league_id}
        order by id for share`.execute(trx);
      await sql`
        insert into matchup_lineups (league_id, week, league_member_id, player_id, roster_position)
        select rp.league_id, ${pending.week}::int, rp.league_member_id, rp.player_id, rp.roster_position
        from rostered_players rp
        where rp.league_id = ${pending.league_id} and rp.is_rostered = 1
        on conflict do nothing`.execute(trx);
      await storeWeekScores(
        trx,
        {
          leagues: [pending.league_id],
          season: pending.season,
          week: pending.week,
          end: pending.end_datetime,
        },
        'finalize',
      );
      await grantBiteRights(
        trx,
        {
          leagueId: pending.league_id,
          season: pending.season,
          week: pending.week,
          end: pending.end_datetime,
        },
        now,
      );
      done.push({ leagueId: pending.league_id, week: pending.week });
    }
    return done;
  });
}

/**
 * Makes final every matchup whose fantasy week has ended by `now` (rules §4.19: after a week
 * ends its matchups are final and feed the record), of one league when given. Idempotent and
 * safe with several api processes: each league's weeks are claimed row by row (`is_final = 0 ...
 * for update`). Inside a caller's transaction (the demo seed) it runs in that transaction.
 */
export async function finalizeEndedWeeks(
  db: Db,
  now: Date,
  leagueId?: number,
): Promise<FinalizedWeek[]> {
  return finalizePending(
    db,
    now,
    leagueId === undefined ? null : sql<boolean>`s.league_id = ${leagueId}`,
  );
}

/**
 * The week's end is enforced by the write that crosses it: every roster change calls this in the
 * change's transaction before it takes its member's roster lock, so the first change after a week's
 * end freezes that week's lineups (as they stood at the end) before it moves anything, whether or
 * not the scheduler has ticked since. One statement when nothing has ended.
 */
export async function settleEndedWeeksOfMember(
  trx: Db,
  memberId: number,
  now: Date,
): Promise<FinalizedWeek[]> {
  return finalizePending(
    trx,
    now,
    sql<boolean>`s.league_id = (select league_id from league_members where id = ${memberId})`,
  );
}

async function finalizePending(
  db: Db,
  now: Date,
  scope: RawBuilder<boolean> | null,
): Promise<FinalizedWeek[]> {
  const pending = await db
    .selectFrom('schedules as s')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .innerJoin('fantasy_weeks as fw', (join) =>
      join.onRef('fw.year', '=', 'l.season').onRef('fw.week', '=', 's.week'),
    )
    .select(['s.league_id', 's.week', 'l.season', 'fw.end_datetime'])
    .where('s.is_final', '=', 0)
    .where('fw.end_datetime', '<=', now)
    .$if(scope !== null, (qb) => qb.where(scope ?? sql<boolean>`true`))
    .groupBy(['s.league_id', 's.week', 'l.season', 'fw.end_datetime'])
    .orderBy('s.league_id')
    .orderBy('s.week')
    .execute();
  const byLeague = new Map<number, PendingWeek[]>();
  for (const row of pending) {
    byLeague.set(row.league_id, [...(byLeague.get(row.league_id) ?? []), row]);
  }
  const finalized: FinalizedWeek[] = [];
  for (const weeks of byLeague.values()) finalized.push(...(await finalizeLeague(db, weeks, now)));
  return finalized;
}

/**
 * Re-scores the final matchups of the given NFL weeks from their frozen lineups, in every league
 * playing that season (rules §4.19: re-imported, corrected stats recompute the affected
 * scores; records and standings follow, being read from these scores). One statement per week.
 */
export async function recomputeFinalWeeks(
  db: Db,
  seasonWeeks: readonly { season: number; week: number }[],
): Promise<number> {
  let rescored = 0;
  for (const { season, week } of seasonWeeks) {
    const fantasyWeek = await db
      .selectFrom('fantasy_weeks')
      .select('end_datetime')
      .where('year', '=', season)
      .where('week', '=', week)
      .executeTakeFirst();
    // Without the fantasy week no matchup of it can have become final.
    if (!fantasyWeek) continue;
    const { rows } = await storeWeekScores(
      db,
      { leagues: { season }, season, week, end: fantasyWeek.end_datetime },
      'recompute',
    );
    rescored += rows.length;
  }
  return rescored;
}

/**
 * The scheduler's week-ending job: an ended week that no roster change or waiver run has crossed
 * yet becomes final on the next tick (decision 023).
 */
export const finalizeEndedWeeksJob: ScheduledJob = {
  name: 'finalizeEndedWeeks',
  async run({ db, clock, log }) {
    const finalized = await finalizeEndedWeeks(db, clock.now());
    if (finalized.length > 0) log.info({ finalized: finalized.length }, 'fantasy weeks finalized');
  },
};
