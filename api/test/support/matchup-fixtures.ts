import { DEFAULT_SCORING_RULES, weeklyFantasyScore, type StatLine } from '@fangtasy/shared/domain';
import type { NewWeeklyStats } from '../../src/db/schema';
import { createPlayer, rosterPlayer, type RosterLeague, type Team } from './roster-fixtures';
import type { TestApp } from './test-app';

/** A stat line of a week: the counting stats given, every other 0 (split return columns null). */
export type WeekLine = Partial<StatLine>;

/** Writes a player's stats for a week of 2025 (week 10 unless told), played for `team`. */
export async function addStats(
  t: TestApp,
  playerId: number,
  team: string,
  line: WeekLine,
  week = 10,
): Promise<void> {
  const row: NewWeeklyStats = { player_id: playerId, season: 2025, week, team, ...line };
  await t.db
    .insertInto('weekly_stats')
    .values(row)
    .onConflict((oc) => oc.columns(['player_id', 'season', 'week']).doUpdateSet(line))
    .execute();
}

/** The points of a line under the default rules (the shared TypeScript scoring). */
export const pointsOf = (line: WeekLine): number =>
  weeklyFantasyScore(
    {
      passing_yards: 0,
      passing_tds: 0,
      interceptions: 0,
      two_point_passes: 0,
      rushing_yards: 0,
      rushing_tds: 0,
      two_point_rushes: 0,
      receptions: 0,
      receiving_yards: 0,
      receiving_tds: 0,
      two_point_receptions: 0,
      special_teams_tds: 0,
      ...line,
    },
    { ...DEFAULT_SCORING_RULES },
  );

/** Cent-exact sum of 2-decimal scores. */
export const sumPoints = (...scores: number[]): number =>
  scores.reduce((cents, score) => cents + Math.round(score * 100), 0) / 100;

/** A head-to-head matchup row of a league's schedule. */
export async function addMatchup(
  t: TestApp,
  league: RosterLeague,
  week: number,
  home: Team,
  away: Team,
): Promise<number> {
  const row = await t.db
    .insertInto('schedules')
    .values({
      league_id: league.leagueId,
      week,
      home_league_member: home.memberId,
      away_league_member: away.memberId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new player of `team` on a member's roster at `slot`, with his week-10 stat line if given. */
export async function rosterWithStats(
  t: TestApp,
  league: RosterLeague,
  member: Team,
  spec: {
    position: 'QB' | 'RB' | 'WR' | 'TE';
    team: string;
    slot: string;
    line?: WeekLine;
    week?: number;
    name?: string;
  },
): Promise<number> {
  const playerId = await createPlayer(t, {
    position: spec.position,
    team: spec.team,
    ...(spec.name ? { name: spec.name } : {}),
  });
  await rosterPlayer(t, league, member, playerId, spec.slot);
  if (spec.line) await addStats(t, playerId, spec.team, spec.line, spec.week);
  return playerId;
}
