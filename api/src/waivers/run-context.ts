import {
  DEFAULT_WAIVER_RULES,
  ROSTER_TYPE,
  type FantasyWeek,
  type RosterRules,
  type RosterType,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { PREPARED, type Db } from '../db/connect';
import type { LeagueRow, RosterRulesRow } from '../db/schema';
import { currentFantasyWeek } from '../services/lineup-lock';
import { toRosterRules } from '../services/roster-context';
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

/** The week at a run's instant, by season and instant: the same for every league of a tick. */
export type RunWeeks = Map<string, Promise<Pick<RunContext, 'week' | 'lockWeek'>>>;

async function weekAt(db: Db, season: number, now: Date) {
  const week = await currentFantasyWeek(db, season, now);
  if (!week) return { week, lockWeek: null };
  const row = await db
    .selectFrom('nfl_games')
    .select(sql.lit(1).as('one'))
    .where('season', '=', season)
    .where('week', '=', week.week)
    .where('kickoff', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return { week, lockWeek: row ? week : null };
}

interface StartRow {
  run:
    (Omit<WaiverRunRow, 'due_at' | 'started_at' | 'finished_at'> & Record<string, unknown>) | null;
  league: (Omit<LeagueRow, 'created_at' | 'activated_at'> & Record<string, unknown>) | null;
  roster_rules: RosterRulesRow[] | null;
  waivers_length: number | null;
}

const dateOf = (value: unknown) => (value == null ? null : new Date(value as string));

/**
 * Marks a recorded run running and reads what stays fixed while it decides, in one statement;
 * null when the run was already done (another process, or a resumed tick, finished it).
 */
export async function startRun(
  db: Db,
  run: WaiverRunRow,
  now: Date,
  weeks: RunWeeks = new Map(),
): Promise<RunContext | null> {
  const { rows } = await sql<StartRow>`${PREPARED}
    with started as (
      update waiver_runs
      set status = 'running', started_at = coalesce(started_at, ${now}::timestamptz)
      where id = ${run.id} and status <> 'done'
      returning *
    )
    select
      (select to_json(s) from started s) as run,
      (select to_json(l) from leagues l where l.id = ${run.league_id}) as league,
      (select json_agg(r order by r.id) from roster_rules r where r.league_id = ${run.league_id})
        as roster_rules,
      (select waivers_length from waiver_rules where league_id = ${run.league_id}
        order by id limit 1) as waivers_length`.execute(db);
  const row = rows[0]!;
  if (!row.run || !row.league) return null;
  const started: WaiverRunRow = {
    ...(row.run as unknown as WaiverRunRow),
    due_at: new Date(row.run.due_at as string),
    started_at: dateOf(row.run.started_at),
    finished_at: dateOf(row.run.finished_at),
  };
  const league: LeagueRow = {
    ...(row.league as unknown as LeagueRow),
    created_at: new Date(row.league.created_at as string),
    activated_at: dateOf(row.league.activated_at),
  };
  const rulesByType = new Map<RosterType, RosterRules | null>();
  for (const type of [ROSTER_TYPE.regular, ROSTER_TYPE.vampire] as const) {
    const rules = (row.roster_rules ?? []).find((rule) => rule.roster_type_id === type);
    rulesByType.set(type, rules ? toRosterRules(rules) : null);
  }
  const key = `${league.season}|${now.getTime()}`;
  let week = weeks.get(key);
  if (!week) {
    week = weekAt(db, league.season, now);
    weeks.set(key, week);
  }
  return {
    run: started,
    league,
    rulesByType,
    ...(await week),
    now,
    waiversLength: row.waivers_length ?? DEFAULT_WAIVER_RULES.waivers_length,
  };
}
