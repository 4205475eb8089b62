import {
  gameReportAt,
  MESSAGES,
  pointsPerGame,
  ROSTER_TYPE,
  type FantasyWeek,
  type GameState,
  type Flag,
  type MyTeam,
  type MyTeamPlayer,
  type NflScheduleEntry,
  type Position,
  type RosteredPlayer,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { findOwnMembership, loadMembership } from '../auth/access';
import { forbidden, notFound } from '../errors';
import { currentFantasyWeek, lockedPlayers } from './lineup-lock';
import type { LeagueScope } from './player-state';
import { rosterRulesOf } from './league-rules';
import {
  loadLeague,
  loadLeagueAndWeek,
  rosterRulesForMember,
  toRosterRules,
} from './roster-context';
import { seasonPointsFor, type WeeklyPoints } from './season-points';

/** A rostered player as the api sends it, with the injury report behind is_injured. */
export interface RosteredPlayerView extends RosteredPlayer {
  injury_status: string | null;
  /** From the season-points pass (zod strips them from answers that don't declare them). */
  games_played: number;
  weekly_points: WeeklyPoints;
}

export type RosteredPlayerFilter =
  | { memberId: number }
  | { leagueId: number }
  | { id: number }
  | { leagueId: number; playerId: number };

/**
 * Rostered-player rows with their player fields and season points (two queries whatever the
 * count). Only players on a roster, unless `includeDropped` (a dropped player's row stays, to be
 * re-used when someone adds him).
 */
export async function rosteredPlayersView(
  db: Db,
  league: LeagueScope,
  filter: RosteredPlayerFilter,
  now: Date,
  options: { includeDropped?: boolean } = {},
): Promise<RosteredPlayerView[]> {
  let query = db
    .selectFrom('rostered_players as rp')
    .innerJoin('players as p', 'p.id', 'rp.player_id')
    .select([
      'rp.id',
      'rp.league_id',
      'rp.player_id',
      'p.player_name',
      'p.position',
      'p.team',
      'p.is_injured',
      'p.injury_status',
      'p.headshot_url',
      'rp.roster_position',
      'rp.league_member_id',
      'rp.is_rostered',
    ])
    .where('rp.league_id', '=', league.id);
  if ('memberId' in filter) query = query.where('rp.league_member_id', '=', filter.memberId);
  if ('id' in filter) query = query.where('rp.id', '=', filter.id);
  if ('playerId' in filter) query = query.where('rp.player_id', '=', filter.playerId);
  if (!options.includeDropped) query = query.where('rp.is_rostered', '=', 1);
  // A player's rostered row first, then his most recent dropped one.
  const rows = await query
    .orderBy('rp.is_rostered', 'desc')
    .orderBy('rp.updated_at', 'desc')
    .orderBy('rp.id')
    .execute();
  const points = await seasonPointsFor(db, {
    leagueId: league.id,
    season: league.season,
    now,
    playerIds: rows.map((row) => row.player_id),
  });
  return rows.map((row) => ({
    ...row,
    position: row.position as Position,
    nfl_team: row.team,
    is_injured: row.is_injured as Flag,
    is_rostered: row.is_rostered as Flag,
    season_points: points.get(row.player_id)?.season_points ?? 0,
    games_played: points.get(row.player_id)?.games_played ?? 0,
    weekly_points: points.get(row.player_id)?.weekly_points ?? {},
  }));
}

export interface GameRow {
  season: number;
  week: number;
  home_team: string;
  away_team: string;
  gameday: string;
  weekday: string;
  gametime: string | null;
  kickoff: Date | null;
  venue: string | null;
  status: GameState;
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
}

/**
 * One team's side of an NFL game (the spec's "NFL schedule entry"), with its defaults, and where
 * the game stands at `now` (shared gameReportAt: nothing recorded shows before the clock reaches it).
 */
export function scheduleEntryFor(
  game: GameRow,
  team: string,
  now: Date,
  weekEnd: Date | string | null,
): NflScheduleEntry {
  const isHome = game.home_team === team;
  return {
    team,
    opponent: isHome ? game.away_team : game.home_team,
    is_home: isHome,
    date: game.gameday,
    day: game.weekday,
    est_time: game.gametime ?? 'TBD',
    location: game.venue ?? 'Unknown',
    kickoff: game.kickoff ? new Date(game.kickoff).toISOString() : null,
    year: game.season,
    week: game.week,
    ...gameReportAt(game, now, weekEnd),
  };
}

/** The games of the given teams in one fantasy week, by team, as they stand at `now`. */
export async function gamesOfTeams(
  db: Db,
  season: number,
  week: Pick<FantasyWeek, 'week' | 'end_datetime'>,
  teams: readonly string[],
  now: Date,
): Promise<Map<string, NflScheduleEntry>> {
  const byTeam = new Map<string, NflScheduleEntry>();
  const unique = [...new Set(teams)];
  if (unique.length === 0) return byTeam;
  const games = await db
    .selectFrom('nfl_games')
    .select([
      'season',
      'week',
      'home_team',
      'away_team',
      'gameday',
      'weekday',
      'gametime',
      'kickoff',
      'venue',
      'status',
      'period',
      'game_clock',
      'home_score',
      'away_score',
    ])
    .where('season', '=', season)
    .where('week', '=', week.week)
    .where((eb) => eb.or([eb('home_team', 'in', unique), eb('away_team', 'in', unique)]))
    .orderBy('kickoff')
    .execute();
  for (const game of games) {
    for (const team of [game.home_team, game.away_team]) {
      if (unique.includes(team) && !byTeam.has(team))
        byTeam.set(team, scheduleEntryFor(game, team, now, week.end_datetime));
    }
  }
  return byTeam;
}

/**
 * A member's rostered players as My Team shows them, each with this week's game of his NFL team
 * and the lineup lock — a fixed number of queries whatever the roster's size.
 */
export async function myTeamPlayers(
  db: Db,
  league: LeagueScope,
  memberId: number,
  week: FantasyWeek | null,
  now: Date,
): Promise<MyTeamPlayer[]> {
  const players = await rosteredPlayersView(db, league, { memberId }, now);
  const games = week
    ? await gamesOfTeams(
        db,
        league.season,
        week,
        players.map((p) => p.team),
        now,
      )
    : new Map<string, NflScheduleEntry>();
  const locked = await lockedPlayers(
    db,
    players.map((p) => p.player_id),
    league.season,
    week?.week ?? null,
    now,
  );
  const weekPoints = (player: RosteredPlayerView, weekNumber: number | undefined) =>
    weekNumber === undefined ? null : (player.weekly_points[String(weekNumber)] ?? null);
  return players.map((player) => {
    const game = games.get(player.team) ?? null;
    // Once his game is under way he has points, 0 until his first stat line arrives.
    const playing = game !== null && game.state !== 'scheduled';
    return {
      ...player,
      game,
      is_locked: locked.has(player.player_id),
      week_points: weekPoints(player, week?.week) ?? (playing ? 0 : null),
      last_week_points: weekPoints(player, week ? week.week - 1 : undefined),
      points_per_game: pointsPerGame(player.season_points ?? 0, player.games_played),
    };
  });
}

/** A member's roster as a My Team change answers it: read again after the change committed. */
export async function myTeamRosterOf(db: Db, memberId: number, now: Date): Promise<MyTeamPlayer[]> {
  const member = await db
    .selectFrom('league_members')
    .select('league_id')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const { league, week } = await loadLeagueAndWeek(db, member.league_id, now);
  return myTeamPlayers(db, { id: league.id, season: league.season }, memberId, week, now);
}

/**
 * Everything the My Team page shows, for the caller's own membership, in one answer. A caller
 * without a membership gets the roster screen's own refusal (rules §8.4).
 */
export async function myTeam(db: Db, leagueId: number, userId: number, now: Date): Promise<MyTeam> {
  const league = await loadLeague(db, leagueId);
  const membership = await findOwnMembership(db, leagueId, userId);
  if (!membership) throw forbidden(MESSAGES.userNotMember);
  const user = await db
    .selectFrom('users')
    .select(['username', 'first_name', 'last_name'])
    .where('id', '=', membership.user_id)
    .executeTakeFirstOrThrow();
  const rules = await rosterRulesForMember(db, membership);
  const regularRow = membership.is_vamp
    ? await rosterRulesOf(db, league.id, ROSTER_TYPE.regular)
    : null;
  const regular = membership.is_vamp ? regularRow && toRosterRules(regularRow) : rules;
  const week = await currentFantasyWeek(db, league.season, now);
  const scope = { id: league.id, season: league.season };
  return {
    member: {
      id: membership.id,
      league_id: membership.league_id,
      user_id: membership.user_id,
      role: membership.role,
      is_vamp: membership.is_vamp as Flag,
      team_name: membership.team_name,
      remaining_faab_budget: membership.remaining_faab_budget,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      waiver_order: membership.waiver_order,
    },
    league: {
      league_id: league.id,
      name: league.name,
      is_active: league.is_active as Flag,
      season: league.season,
    },
    roster_rules: rules,
    regular_roster_rules: regular,
    current_week: week,
    players: await myTeamPlayers(db, scope, membership.id, week, now),
    now: now.toISOString(),
  };
}

/** The league of a rostered-player row (rostered or dropped), or 404. */
export async function leagueOfRosteredPlayer(db: Db, rosteredPlayerId: number): Promise<number> {
  const found = await db
    .selectFrom('rostered_players')
    .select('league_id')
    .where('id', '=', rosteredPlayerId)
    .executeTakeFirst();
  if (!found) throw notFound(MESSAGES.playerNotFound);
  return found.league_id;
}

/** A member's rostered players as the rostered-player reads show them (a change's answer). */
export async function rosteredPlayersOfMember(
  db: Db,
  memberId: number,
  now: Date,
): Promise<RosteredPlayerView[]> {
  const member = await loadMembership(db, memberId);
  const league = await loadLeague(db, member.league_id);
  return rosteredPlayersView(db, { id: league.id, season: league.season }, { memberId }, now);
}
