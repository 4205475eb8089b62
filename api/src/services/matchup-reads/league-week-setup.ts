import { lineupRulesSchema, type LineupRules } from '@fangtasy/shared/contract';
import {
  DEFAULT_PLAYOFF_RULES,
  seasonWeek,
  type PlayoffMatchup,
  type PlayoffRules,
  type RosterRules,
  type SeasonWeek,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { playoffMatchupsOf } from '../playoffs/playoff-matchups';
import { playoffFields } from '../playoffs/playoff-rules';
import { toRosterRules } from '../roster-context';

/** A league member as the matchups show and check him. */
export interface SetupMember {
  id: number;
  user_id: number;
  role: string;
  team_name: string | null;
  is_vamp: number;
}

/** A matchup of the week, by its schedule row. */
export interface SetupMatchup {
  id: number;
  week: number;
  playoff_game_id: number | null;
  home_id: number;
  away_id: number;
  home_score: number | null;
  away_score: number | null;
  is_final: number;
}

/** A player in a lineup: the member, the player and his slot. */
export interface LineupEntry {
  league_member_id: number;
  player_id: number;
  roster_position: string;
}

/**
 * Everything a league's matchups of one week show besides the current lineups and the NFL data,
 * at one 'matchups:<league id>' read version (migration 012): the league, its members, the
 * week's schedule, both rule sets, the scoring and playoff rules, the lineups frozen when the
 * week ended and the week's playoff matchups.
 */
export interface LeagueWeekSetup {
  version: number;
  league: { id: number; name: string; season: number };
  members: SetupMember[];
  membersById: Map<number, SetupMember>;
  matchups: SetupMatchup[];
  rulesByType: Map<number, RosterRules>;
  /** The rule sets once, for the answer (lineup values only, by roster type). */
  lineupRules: LineupRules[];
  /** The scoring rules' values as JSON (season points' key and the week's scores), or null. */
  scoringRulesKey: string | null;
  frozen: LineupEntry[];
  /** What the week is for the league, by its playoff rules (shared seasonWeek). */
  phase: SeasonWeek;
  /** Each matchup's playoff round and seeds (null in the regular season), by matchup. */
  playoff: (PlayoffMatchup | null)[];
}

interface SetupRow {
  version: number | string | null;
  league: { id: number; name: string; season: number } | null;
  members: SetupMember[] | null;
  matchups: SetupMatchup[] | null;
  roster_rules: Parameters<typeof toRosterRules>[0][] | null;
  scoring_rules: Record<string, unknown> | null;
  frozen: LineupEntry[] | null;
  playoff_rules: PlayoffRules | null;
}

/**
 * Reads a league's week setup in one statement (one snapshot) with its version; null when the
 * league does not exist.
 */
export async function readLeagueWeekSetup(
  db: Db,
  leagueId: number,
  week: number,
): Promise<LeagueWeekSetup | null> {
  const { rows } = await sql<SetupRow>`
    select
      coalesce((select version from read_versions where scope = ${`matchups:${leagueId}`}), 0)
        as version,
      (select json_build_object('id', id, 'name', name, 'season', season)
        from leagues where id = ${leagueId}) as league,
      (select json_agg(json_build_object('id', id, 'user_id', user_id, 'role', role,
          'team_name', team_name, 'is_vamp', is_vamp) order by id)
        from league_members where league_id = ${leagueId}) as members,
      (select json_agg(json_build_object('id', id, 'week', week,
          'home_id', home_league_member, 'away_id', away_league_member,
          'playoff_game_id', playoff_game_id,
          'home_score', home_score, 'away_score', away_score, 'is_final', is_final) order by id)
        from schedules where league_id = ${leagueId} and week = ${week}) as matchups,
      (select json_agg(r order by r.id) from roster_rules r where r.league_id = ${leagueId})
        as roster_rules,
      -- The same values season points are keyed on (season-points.ts).
      (select to_jsonb(sr) - 'id' - 'league_id' - 'created_at' - 'updated_at'
        from scoring_rules sr where sr.league_id = ${leagueId}) as scoring_rules,
      (select json_agg(json_build_object('league_member_id', league_member_id,
          'player_id', player_id, 'roster_position', roster_position))
        from matchup_lineups where league_id = ${leagueId} and week = ${week}) as frozen,
      (select to_jsonb(pr) from playoff_rules pr where pr.league_id = ${leagueId})
        as playoff_rules`.execute(db);
  const row = rows[0]!;
  if (!row.league) return null;
  const matchups = (row.matchups ?? []).map((matchup) => ({
    ...matchup,
    home_score: matchup.home_score === null ? null : Number(matchup.home_score),
    away_score: matchup.away_score === null ? null : Number(matchup.away_score),
  }));
  // The bracket is read (a few statements) only for a week of playoff matchups.
  const playoff = await playoffMatchupsOf(
    db,
    leagueId,
    matchups.map((matchup) => ({
      week: matchup.week,
      home_league_member: matchup.home_id,
      away_league_member: matchup.away_id,
      playoff_game_id: matchup.playoff_game_id,
    })),
  );
  const rulesByType = new Map(
    (row.roster_rules ?? []).map((rules) => [rules.roster_type_id, toRosterRules(rules)] as const),
  );
  return {
    version: Number(row.version ?? 0),
    league: row.league,
    members: row.members ?? [],
    membersById: new Map((row.members ?? []).map((member) => [member.id, member])),
    matchups,
    rulesByType,
    lineupRules: [...rulesByType.values()]
      .sort((a, b) => a.roster_type_id - b.roster_type_id)
      .map((rules) => lineupRulesSchema.parse(rules)),
    scoringRulesKey: row.scoring_rules === null ? null : JSON.stringify(row.scoring_rules),
    frozen: row.frozen ?? [],
    phase: seasonWeek(
      row.playoff_rules ? playoffFields(row.playoff_rules) : { ...DEFAULT_PLAYOFF_RULES },
      week,
    ),
    playoff,
  };
}
