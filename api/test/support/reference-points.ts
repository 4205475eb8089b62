import type { Db } from '../../src/db/connect';
import { SEASON_STAT_FIELDS } from '../../src/services/season-points';

/*
 * Season points computed the plain way, for tests to hold the product against: every stat line
 * read raw from the database, multiplied out by the league's rule values in a loop written here
 * from the spec (rules §5.12, rules §9 tiers), never by the product's
 * scoring function or SQL. A line counts once its game has kicked off by `now`.
 */

export type Row = Record<string, unknown>;
const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The counting stats the waiver wire sums into its season columns (the names it serves them by). */
export const SUMMED_STATS = SEASON_STAT_FIELDS;

export interface ReferenceSeason {
  points: number;
  totals: Record<(typeof SUMMED_STATS)[number], number>;
  /** Each week's points, by week number (lines kicked off by `now`). */
  weeks: Map<number, number>;
  /** How many of his lines have kicked off. */
  games: number;
}

/** One week's points of a stat line under the rules, in whole cents (2 decimals, spec). */
export function lineCents(line: Row, rules: Row): number {
  const split = [
    'kickoff_return_tds',
    'punt_return_tds',
    'fumble_recovery_tds',
    'interception_return_tds',
    'fumble_return_tds',
    'blocked_return_tds',
  ].some((column) => line[column] !== null && line[column] !== undefined);
  let points =
    n(line.passing_yards) * n(rules.passing_yards) +
    n(line.passing_tds) * n(rules.passing_touchdowns) +
    n(line.interceptions) * n(rules.interceptions_thrown) +
    n(line.two_point_passes) * n(rules.two_point_pass) +
    n(line.rushing_yards) * n(rules.rushing_yards) +
    n(line.rushing_tds) * n(rules.rushing_touchdowns) +
    n(line.two_point_rushes) * n(rules.two_point_rush) +
    n(line.receptions) * n(rules.receptions) +
    n(line.receiving_yards) * n(rules.receiving_yards) +
    n(line.receiving_tds) * n(rules.receiving_touchdowns) +
    n(line.two_point_receptions) * n(rules.two_point_reception) +
    n(line.two_point_returns) * n(rules.two_point_return) +
    n(line.fumbles_lost) * n(rules.fumbles_lost) +
    n(line.safeties) * n(rules.one_point_safety);
  points += split
    ? n(line.kickoff_return_tds) * n(rules.kickoff_return_touchdown) +
      n(line.punt_return_tds) * n(rules.punt_return_touchdown) +
      n(line.fumble_recovery_tds) * n(rules.fumble_recovered_touchdown) +
      n(line.interception_return_tds) * n(rules.interception_return_touchdown) +
      n(line.fumble_return_tds) * n(rules.fumble_return_touchdown) +
      n(line.blocked_return_tds) * n(rules.blocked_return_touchdown)
    : n(line.special_teams_tds) * n(rules.kickoff_return_touchdown);
  // The weekly bonus tiers: the higher replaces the lower.
  const tier = (yards: number, low: number, high: number, lowRule: string, highRule: string) =>
    yards >= high ? n(rules[highRule]) : yards >= low ? n(rules[lowRule]) : 0;
  points += tier(n(line.passing_yards), 300, 400, 'passing_300_399', 'passing_400_plus');
  points += tier(n(line.rushing_yards), 100, 200, 'rushing_100_199', 'rushing_200_plus');
  points += tier(n(line.receiving_yards), 100, 200, 'receiving_100_199', 'receiving_200_plus');
  return Math.round(points * 100);
}

/**
 * Every player's season points and stat totals in a league at `now`, from the raw rows: the
 * league's scoring rules, its season's games and stat lines, and the players' teams.
 */
export async function referenceSeasonPoints(
  db: Db,
  leagueId: number,
  now: Date,
): Promise<Map<number, ReferenceSeason>> {
  const league = await db
    .selectFrom('leagues')
    .select('season')
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
  const rules = (await db
    .selectFrom('scoring_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow()) as unknown as Row;
  const games = await db
    .selectFrom('nfl_games')
    .select(['game_id', 'week', 'home_team', 'away_team', 'kickoff'])
    .where('season', '=', league.season)
    .execute();
  const players = await db.selectFrom('players').select(['id', 'team']).execute();
  const teamOf = new Map(players.map((player) => [player.id, player.team]));
  const lines = (await db
    .selectFrom('weekly_stats')
    .selectAll()
    .where('season', '=', league.season)
    .execute()) as unknown as Row[];

  const kickoffOf = (line: Row): Date | null => {
    const own = games.find((game) => game.game_id === line.game_id);
    if (own) return own.kickoff ? new Date(own.kickoff) : null;
    const team = (line.team as string | null) ?? teamOf.get(Number(line.player_id));
    const kickoffs = games
      .filter(
        (game) => game.week === line.week && (game.home_team === team || game.away_team === team),
      )
      .flatMap((game) => (game.kickoff ? [new Date(game.kickoff).getTime()] : []));
    return kickoffs.length ? new Date(Math.min(...kickoffs)) : null;
  };

  const cents = new Map<number, number>();
  const totals = new Map<number, ReferenceSeason['totals']>();
  const weekCents = new Map<number, Map<number, number>>();
  for (const line of lines) {
    const kickoff = kickoffOf(line);
    if (!kickoff || kickoff > now) continue;
    const id = Number(line.player_id);
    cents.set(id, (cents.get(id) ?? 0) + lineCents(line, rules));
    const weeks = weekCents.get(id) ?? new Map<number, number>();
    const week = Number(line.week);
    weeks.set(week, (weeks.get(week) ?? 0) + lineCents(line, rules));
    weekCents.set(id, weeks);
    const sum =
      totals.get(id) ??
      (Object.fromEntries(SUMMED_STATS.map((s) => [s, 0])) as ReferenceSeason['totals']);
    for (const stat of SUMMED_STATS) sum[stat] += n(line[stat]);
    totals.set(id, sum);
  }
  const result = new Map<number, ReferenceSeason>();
  for (const [id, total] of cents) {
    const weeks = weekCents.get(id)!;
    result.set(id, {
      points: total / 100,
      totals: totals.get(id)!,
      weeks: new Map([...weeks].map(([week, value]) => [week, value / 100])),
      games: weeks.size,
    });
  }
  return result;
}
