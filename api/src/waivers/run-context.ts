import {
  ROSTER_TYPE,
  type FantasyWeek,
  type RosterRules,
  type RosterType,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { LeagueRow } from '../db/schema';
import { currentFantasyWeek } from '../services/lineup-lock';
import { loadLeague, rosterRulesForMember, waiverRulesForLeague } from '../services/roster-context';
import type { WaiverRunRow } from './due-runs';

/**
 * What stays fixed while a run decides its claims: the league (its rules are locked once it is
 * active), both roster rule sets, and the fantasy week of the run's instant. Rosters, budgets,
 * waiver order and players' states are read again for every award.
 */
export interface RunContext {
  run: WaiverRunRow;
  league: LeagueRow;
  rulesByType: Map<RosterType, RosterRules | null>;
  week: FantasyWeek | null;
  /**
   * The week whose lineup lock can hold anyone at the run's instant: null when none of its games
   * has kicked off yet (the usual Wednesday 00:00 run), which spares every award the lock lookup.
   */
  lockWeek: FantasyWeek | null;
  /** The league clock when the run was picked up: every award of the run is stamped with it. */
  now: Date;
  /** The league's waiver period in days: a dropped player's waivers (rules are fixed while active). */
  waiversLength: number;
}

async function anyGameStarted(db: Db, season: number, week: number, now: Date) {
  const row = await db
    .selectFrom('nfl_games')
    .select(sql.lit(1).as('one'))
    .where('season', '=', season)
    .where('week', '=', week)
    .where('kickoff', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function openRunContext(db: Db, run: WaiverRunRow, now: Date): Promise<RunContext> {
  const league = await loadLeague(db, run.league_id);
  const rulesByType = new Map<RosterType, RosterRules | null>();
  for (const type of [ROSTER_TYPE.regular, ROSTER_TYPE.vampire] as const) {
    const isVamp = type === ROSTER_TYPE.vampire ? 1 : 0;
    rulesByType.set(
      type,
      await rosterRulesForMember(db, { league_id: league.id, is_vamp: isVamp }),
    );
  }
  const week = await currentFantasyWeek(db, league.season, now);
  const lockWeek = week && (await anyGameStarted(db, league.season, week.week, now)) ? week : null;
  const { waivers_length: waiversLength } = await waiverRulesForLeague(db, league.id);
  return { run, league, rulesByType, week, lockWeek, now, waiversLength };
}
