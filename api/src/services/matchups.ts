import {
  orderForLeagueRosters,
  placePlayersInSlots,
  type Flag,
  type GameStatus,
  type MatchupSide,
  type RosterRules,
  type WeekMatchups,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { requireLeagueMember } from '../auth/access';
import { currentFantasyWeek } from './lineup-lock';
import { loadLeague, toRosterRules } from './roster-context';
import { lineupPlayerScores, type LineupPlayerScore } from './team-scores';

/**
 * How long an NFL game counts as in progress after its kickoff. The schedule carries no live game
 * state (imported and demo games have no clock), and a game lasts about 3 h 15 min with its
 * breaks; 4 hours covers overtime and delays without keeping a page refreshing all night.
 */
export const GAME_IN_PROGRESS_MS = 4 * 60 * 60 * 1000;

const gameStatus = (kickoff: Date | null, at: Date): GameStatus => {
  if (!kickoff) return 'none';
  if (kickoff > at) return 'scheduled';
  return at.getTime() < kickoff.getTime() + GAME_IN_PROGRESS_MS ? 'in_progress' : 'over';
};

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

function sideOf(
  member: { id: number; team_name: string | null; is_vamp: number },
  players: readonly LineupPlayerScore[],
  rules: RosterRules | undefined,
  storedScore: number | null,
  at: Date,
): MatchupSide {
  const shown = players.map((player) => ({
    roster_position: player.roster_position,
    player: {
      player_id: player.player_id,
      player_name: player.player_name,
      position: player.position,
      team: player.team,
      is_injured: player.is_injured as Flag,
      score: player.score,
      game_status: gameStatus(player.kickoff, at),
      kickoff: player.kickoff ? player.kickoff.toISOString() : null,
    },
  }));
  const side = {
    league_member_id: member.id,
    team_name: member.team_name,
    player_count: players.length,
  };
  if (!rules) return { ...side, score: storedScore ?? 0, starters: null, bench: null };
  const slots = orderForLeagueRosters(placePlayersInSlots(rules, shown)).map(
    ({ slot, player }) => ({ slot: slot.code, kind: slot.kind, player: player?.player ?? null }),
  );
  const starters = slots.filter((slot) => slot.kind !== 'BENCH' && slot.kind !== 'IR');
  const bench = slots.filter((slot) => slot.kind === 'BENCH' || slot.kind === 'IR');
  const liveScore = sumScores(starters.map((slot) => slot.player?.score ?? null));
  return { ...side, score: storedScore ?? liveScore, starters, bench };
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
  const [weeks, current, rows, rulesByType] = await Promise.all([
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
  ]);
  const weekEnd = weeks.find((entry) => entry.week === week)?.end_datetime ?? null;
  // Final only once the week has ended by the clock: a clock moved back shows the week live again.
  const isFinal =
    rows.length > 0 &&
    weekEnd !== null &&
    new Date(weekEnd) <= now &&
    rows.every((row) => row.is_final === 1);
  const scoredAt = isFinal && weekEnd ? new Date(weekEnd) : now;
  const memberIds = rows.flatMap((row) => [row.home_id, row.away_id]);
  const [players, kickoffs] = await Promise.all([
    lineupPlayerScores(db, {
      leagues: [league.id],
      season: league.season,
      week,
      countedUntil: scoredAt,
      lineup: isFinal ? 'frozen' : 'current',
      memberIds,
    }),
    db
      .selectFrom('nfl_games')
      .select('kickoff')
      .where('season', '=', league.season)
      .where('week', '=', week)
      .where('kickoff', 'is not', null)
      .execute(),
  ]);
  const playersOf = (memberId: number) =>
    players.filter((player) => player.league_member_id === memberId);
  const rulesOf = (isVamp: number) => rulesByType.get(isVamp === 1 ? 2 : 1);
  const kickoffTimes = kickoffs.flatMap((row) => (row.kickoff ? [new Date(row.kickoff)] : []));
  const nextKickoff = kickoffTimes
    .filter((kickoff) => kickoff > now)
    .sort((a, b) => a.getTime() - b.getTime())[0];

  return {
    league: { league_id: league.id, name: league.name, season: league.season },
    week,
    weeks: weeks.map((entry) => entry.week),
    current_week: current?.week ?? null,
    own_league_member_id: membership.id,
    is_final: isFinal,
    in_progress:
      !isFinal && kickoffTimes.some((kickoff) => gameStatus(kickoff, now) === 'in_progress'),
    next_kickoff: nextKickoff ? nextKickoff.toISOString() : null,
    updated_at: now.toISOString(),
    matchups: rows.map((row) => ({
      id: row.id,
      week: row.week,
      is_final: isFinal,
      home: sideOf(
        { id: row.home_id, team_name: row.home_team_name, is_vamp: row.home_is_vamp },
        playersOf(row.home_id),
        rulesOf(row.home_is_vamp),
        isFinal ? row.home_score : null,
        scoredAt,
      ),
      away: sideOf(
        { id: row.away_id, team_name: row.away_team_name, is_vamp: row.away_is_vamp },
        playersOf(row.away_id),
        rulesOf(row.away_is_vamp),
        isFinal ? row.away_score : null,
        scoredAt,
      ),
    })),
  };
}
