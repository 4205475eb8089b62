import type { ScheduleEntry } from '@fangtasy/shared/domain';
import { requireLeagueMember } from '../auth/access';
import type { Db } from '../db/connect';
import { bracketOrder, playoffMatchupsOf } from './playoffs/playoff-matchups';
import { loadLeague } from './roster-context';
import { teamScoresForWeek } from './team-scores';
import { weekGames } from './week-games';

/** A schedules row with both team names and the scores the pages show. */
export interface ScoredScheduleRow extends Omit<ScheduleEntry, 'playoff'> {
  home_team_name: string | null;
  away_team_name: string | null;
  /** The playoff game the row is a week of, or null in the regular season. */
  playoff_game_id: number | null;
}

export type LeagueScheduleEntry = ScheduleEntry & ScoredScheduleRow;

/**
 * A league's schedule rows with the scores Matchups shows: the stored scores of final weeks, and
 * for a week under way (a game has kicked off, its scores not yet stored) the live scores of
 * today's lineups — the same team-score query and the same week states (week-games.ts), so the
 * pages agree. The League Schedule and the bracket read it.
 */
export async function scheduleWithScores(
  db: Db,
  league: { id: number; season: number },
  now: Date,
): Promise<ScoredScheduleRow[]> {
  const rows = await db
    .selectFrom('schedules as s')
    .innerJoin('league_members as home', 'home.id', 's.home_league_member')
    .innerJoin('league_members as away', 'away.id', 's.away_league_member')
    .select([
      's.id',
      's.league_id',
      's.week',
      's.home_league_member',
      's.away_league_member',
      's.home_score',
      's.away_score',
      's.is_final',
      's.playoff_game_id',
      'home.team_name as home_team_name',
      'away.team_name as away_team_name',
    ])
    .where('s.league_id', '=', league.id)
    .orderBy('s.week')
    .orderBy('s.id')
    .execute();
  const openWeeks = [...new Set(rows.filter((row) => row.is_final === 0).map((row) => row.week))];
  const games = await weekGames(db, league.season, openWeeks, now);
  const live = new Map<string, number>();
  for (const week of openWeeks) {
    if (!games.get(week)?.underway) continue;
    const scores = await teamScoresForWeek(db, {
      leagues: [league.id],
      season: league.season,
      week,
      countedUntil: now,
      lineup: 'current',
    });
    for (const score of scores) live.set(`${week}|${score.league_member_id}`, score.score);
  }
  return rows.map((row) => {
    const state = games.get(row.week);
    if (row.is_final === 1 || !state?.underway) return { ...row, is_final: row.is_final as 0 | 1 };
    // A team without a starter has no score row: it has scored 0 so far.
    const scoreOf = (memberId: number) => live.get(`${row.week}|${memberId}`) ?? 0;
    return {
      ...row,
      // Final as Matchups says it: once every game of the week is final.
      is_final: state.allFinal ? (1 as const) : (0 as const),
      home_score: scoreOf(row.home_league_member),
      away_score: scoreOf(row.away_league_member),
    };
  });
}

/**
 * A league's head-to-head schedule for one of its members, with the scores Matchups shows and,
 * for a playoff matchup, its round, seeds and the round's earlier points.
 */
export async function leagueSchedule(
  db: Db,
  input: { leagueId: number; userId: number; now: Date },
): Promise<LeagueScheduleEntry[]> {
  await requireLeagueMember(db, input.leagueId, input.userId);
  const league = await loadLeague(db, input.leagueId);
  const rows = await scheduleWithScores(db, league, input.now);
  const playoff = await playoffMatchupsOf(db, league.id, rows);
  return rows.map((row, index) => ({ ...row, playoff: playoff[index] ?? null })).sort(bracketOrder);
}
