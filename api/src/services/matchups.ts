import { lineupRulesSchema } from '@fangtasy/shared/contract';
import {
  gameReportAt,
  orderForLeagueRosters,
  placePlayersInSlots,
  pointsPerGame,
  rosterTypeOf,
  SCHEDULE_WEEKS,
  seasonWeek,
  type Flag,
  type MatchupPlayer,
  type MatchupSide,
  type MatchupSlot,
  type RosterRules,
  type WeekMatchups,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { requireLeagueMember } from '../auth/access';
import { currentFantasyWeek } from './lineup-lock';
import { bracketOrder, playoffMatchupsOf } from './playoffs/playoff-matchups';
import { playoffRulesOf } from './playoffs/playoff-rules';
import { loadLeague, toRosterRules } from './roster-context';
import { leagueSeasonPoints, type SeasonPointsRow } from './season-points';
import { lineupPlayerScores, type LineupPlayerScore } from './team-scores';
import { weekGames, type WeekGames } from './week-games';

/** A player whose NFL team has no game this week: nothing to report. */
const BYE = {
  game_status: 'none',
  is_home: null,
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
} as const;

/** What a matchup shows of a player: who he is, his team's game and his points for the week. */
export type MatchupPlayerInput = Omit<LineupPlayerScore, 'league_member_id' | 'roster_position'>;

/**
 * A player's game at `at`: its state and report from the NFL data (shared gameReportAt), or
 * 'none' on a bye.
 */
function gameOf(
  player: MatchupPlayerInput,
  at: Date,
  weekEnd: Date | null,
): Pick<
  MatchupPlayer,
  'game_status' | 'is_home' | 'period' | 'game_clock' | 'home_score' | 'away_score'
> {
  if (player.game_status === null) return BYE;
  const { state, ...report } = gameReportAt({ ...player, status: player.game_status }, at, weekEnd);
  return { game_status: state, is_home: player.is_home, ...report };
}

/** A player as a matchup shows him at `at`, with his season's points per game. */
export function matchupPlayerOf(
  player: MatchupPlayerInput,
  at: Date,
  weekEnd: Date | null,
  seasonPoints: SeasonPointsRow | undefined,
): MatchupPlayer {
  return {
    player_id: player.player_id,
    player_name: player.player_name,
    position: player.position,
    team: player.team,
    is_injured: player.is_injured as Flag,
    headshot_url: player.headshot_url,
    score: player.score,
    kickoff: player.kickoff ? player.kickoff.toISOString() : null,
    ...gameOf(player, at, weekEnd),
    points_per_game: seasonPoints
      ? pointsPerGame(seasonPoints.season_points, seasonPoints.games_played)
      : 0,
  };
}

/** Sum of 2-decimal scores in whole cents, so float noise never reaches the total. */
const sumScores = (scores: readonly (number | null)[]): number =>
  scores.reduce<number>((cents, score) => cents + Math.round((score ?? 0) * 100), 0) / 100;

async function rosterRulesByType(db: Db, leagueId: number): Promise<Map<number, RosterRules>> {
  const rows = await db
    .selectFrom('roster_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .execute();
  return new Map(rows.map((row) => [row.roster_type_id, toRosterRules(row)]));
}

/** A player of a side's lineup: his slot and how the matchup shows him. */
export interface LineupPlayer {
  roster_position: string;
  player: MatchupPlayer;
}

/**
 * One team of a matchup: its lineup placed in its own rule set's slots (starters, then the
 * bench), and its score — the stored one of a final week, else its starters' points.
 */
export function sideOf(
  member: { id: number; team_name: string | null; is_vamp: number },
  players: readonly LineupPlayer[],
  rules: RosterRules | undefined,
  storedScore: number | null,
): MatchupSide {
  const shown = players.map(({ roster_position, player }) => ({
    roster_position,
    position: player.position,
    player_name: player.player_name,
    player_id: player.player_id,
    player,
  }));
  const side = {
    league_member_id: member.id,
    team_name: member.team_name,
    roster_type_id: rosterTypeOf(member),
    player_count: players.length,
  };
  if (!rules) return { ...side, score: storedScore ?? 0, starters: null, bench: null };
  const slots = orderForLeagueRosters(placePlayersInSlots(rules, shown)).map(
    ({ slot, player }) => ({ slot: slot.code, kind: slot.kind, player: player?.player ?? null }),
  );
  const starters = slots.filter((slot) => slot.kind !== 'BENCH' && slot.kind !== 'IR');
  const bench = slots.filter((slot) => slot.kind === 'BENCH' || slot.kind === 'IR');
  return { ...side, score: storedScore ?? sideScore(starters), starters, bench };
}

/** A side's live score: its starters' points. */
export const sideScore = (starters: readonly MatchupSlot[]): number =>
  sumScores(starters.map((slot) => slot.player?.score ?? null));

/**
 * Scores are stored, and lineups frozen, once the week has ended by the clock (a clock moved
 * back shows the week live again); until then both come from today's rosters.
 */
export const isStoredWeek = (
  matchups: readonly { is_final: number }[],
  weekEnd: Date | null,
  now: Date,
): boolean =>
  matchups.length > 0 &&
  weekEnd !== null &&
  weekEnd <= now &&
  matchups.every((matchup) => matchup.is_final === 1);

/** The week's own fields of the answer, from its games' states at `now`. */
export function weekHeader(input: {
  league: { id: number; name: string; season: number };
  week: number;
  /** What the week is for the league (shared seasonWeek). */
  phase: { phase: WeekMatchups['phase']; round_name: string | null };
  weeks: readonly number[];
  currentWeek: number | null;
  isFinal: boolean;
  games: WeekGames;
  now: Date;
}): Pick<
  WeekMatchups,
  | 'league'
  | 'week'
  | 'phase'
  | 'round_name'
  | 'weeks'
  | 'current_week'
  | 'is_final'
  | 'in_progress'
  | 'next_kickoff'
  | 'updated_at'
> {
  const { league, isFinal, games } = input;
  return {
    league: { league_id: league.id, name: league.name, season: league.season },
    week: input.week,
    // Weeks past the schedule's 14 hold no games either.
    phase: input.week > SCHEDULE_WEEKS ? 'no_games' : input.phase.phase,
    round_name: input.phase.round_name,
    // The league's own weeks (spec: a 14-week schedule), not every week of the NFL season.
    weeks: input.weeks.filter((entry) => entry <= SCHEDULE_WEEKS),
    current_week: input.currentWeek,
    is_final: isFinal,
    in_progress: !isFinal && games.inProgress,
    next_kickoff: games.nextKickoff ? games.nextKickoff.toISOString() : null,
    updated_at: input.now.toISOString(),
  };
}

/**
 * A league's matchups of one week for one of its members: both teams, their slot-ordered
 * lineups under each member's own rule set with every player's points, and the team scores. A
 * final week shows the lineups frozen when it ended and the stored scores; any other week is
 * scored live from today's rosters by the league clock.
 */
export async function weekMatchups(
  db: Db,
  input: { leagueId: number; week: number; userId: number; now: Date },
): Promise<WeekMatchups> {
  const membership = await requireLeagueMember(db, input.leagueId, input.userId);
  const league = await loadLeague(db, input.leagueId);
  const { now, week } = input;
  const [weeks, current, rows, rulesByType, playoffRules] = await Promise.all([
    db
      .selectFrom('fantasy_weeks')
      .select(['week', 'end_datetime'])
      .where('year', '=', league.season)
      .orderBy('week')
      .execute(),
    currentFantasyWeek(db, league.season, now),
    db
      .selectFrom('schedules as s')
      .innerJoin('league_members as home', 'home.id', 's.home_league_member')
      .innerJoin('league_members as away', 'away.id', 's.away_league_member')
      .select([
        's.id',
        's.week',
        's.home_score',
        's.away_score',
        's.is_final',
        's.playoff_game_id',
        'home.id as home_id',
        'home.team_name as home_team_name',
        'home.is_vamp as home_is_vamp',
        'away.id as away_id',
        'away.team_name as away_team_name',
        'away.is_vamp as away_is_vamp',
      ])
      .where('s.league_id', '=', league.id)
      .where('s.week', '=', week)
      .orderBy('s.id')
      .execute(),
    rosterRulesByType(db, league.id),
    playoffRulesOf(db, league.id),
  ]);
  const weekEndValue = weeks.find((entry) => entry.week === week)?.end_datetime ?? null;
  const weekEnd = weekEndValue === null ? null : new Date(weekEndValue);
  const stored = isStoredWeek(rows, weekEnd, now);
  const scoredAt = stored && weekEnd ? weekEnd : now;
  const memberIds = rows.flatMap((row) => [row.home_id, row.away_id]);
  // Per-game figures are the season so far by the clock, the same figure the wire shows
  // (decision 016); the season-points pass is memoized, so a live week costs one key read.
  const [players, games, seasonPoints, playoff] = await Promise.all([
    lineupPlayerScores(db, {
      leagues: [league.id],
      season: league.season,
      week,
      countedUntil: scoredAt,
      lineup: stored ? 'frozen' : 'current',
      memberIds,
    }),
    weekGames(db, league.season, [week], now).then((byWeek) => byWeek.get(week)!),
    leagueSeasonPoints(db, { leagueId: league.id, season: league.season, now }),
    playoffMatchupsOf(
      db,
      league.id,
      rows.map((row) => ({
        week: row.week,
        home_league_member: row.home_id,
        away_league_member: row.away_id,
        playoff_game_id: row.playoff_game_id,
      })),
    ),
  ]);
  // A week whose games are all final is final (its scores no longer move).
  const isFinal = rows.length > 0 && (stored || games.allFinal);
  const playersOf = (memberId: number): LineupPlayer[] =>
    players
      .filter((player) => player.league_member_id === memberId)
      .map((player) => ({
        roster_position: player.roster_position,
        player: matchupPlayerOf(player, scoredAt, weekEnd, seasonPoints.get(player.player_id)),
      }));
  const rulesOf = (isVamp: number) => rulesByType.get(rosterTypeOf({ is_vamp: isVamp }));
  const phase = seasonWeek(playoffRules, week);
  return {
    ...weekHeader({
      league,
      week,
      phase,
      weeks: weeks.map((entry) => entry.week),
      currentWeek: current?.week ?? null,
      isFinal,
      games,
      now,
    }),
    own_league_member_id: membership.id,
    // Lineup values only (no ids, timestamps or budget): the live stream sends this answer as is.
    roster_rules: [...rulesByType.values()]
      .sort((a, b) => a.roster_type_id - b.roster_type_id)
      .map((rules) => lineupRulesSchema.parse(rules)),
    matchups: rows
      .map((row, index) => ({
        id: row.id,
        week: row.week,
        is_final: isFinal,
        home: sideOf(
          { id: row.home_id, team_name: row.home_team_name, is_vamp: row.home_is_vamp },
          playersOf(row.home_id),
          rulesOf(row.home_is_vamp),
          stored ? row.home_score : null,
        ),
        away: sideOf(
          { id: row.away_id, team_name: row.away_team_name, is_vamp: row.away_is_vamp },
          playersOf(row.away_id),
          rulesOf(row.away_is_vamp),
          stored ? row.away_score : null,
        ),
        playoff: playoff[index] ?? null,
      }))
      .sort(bracketOrder),
  };
}
