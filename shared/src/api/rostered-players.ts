import type { MyTeam, MyTeamPlayer, RosteredPlayer, StatusMessageAnswer } from '../contract';
import type {
  AddFromWaiversBody,
  AddToTeamBody,
  RosteredPlayerBody,
  RosterMoveBody,
} from '../validation/rostered-player';
import { callRoute } from './client';

/** GET /rostered_players/getRosteredPlayersByLeagueMemberId/{league_member_id}. */
export const getRosteredPlayersByLeagueMemberId = (
  leagueMemberId: number,
): Promise<RosteredPlayer[]> =>
  callRoute('GET /rostered_players/getRosteredPlayersByLeagueMemberId/:league_member_id', {
    params: { league_member_id: leagueMemberId },
  });

/** GET /rostered_players/getRosteredPlayersByLeagueId/{league_id}. */
export const getRosteredPlayersByLeagueId = (leagueId: number): Promise<RosteredPlayer[]> =>
  callRoute('GET /rostered_players/getRosteredPlayersByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/** GET /rostered_players/getRosteredPlayerByLeagueAndPlayerId/{league_id}/{player_id} — null when nobody rosters him. */
export const getRosteredPlayerByLeagueAndPlayerId = (
  leagueId: number,
  playerId: number,
): Promise<RosteredPlayer | null> =>
  callRoute('GET /rostered_players/getRosteredPlayerByLeagueAndPlayerId/:league_id/:player_id', {
    params: { league_id: leagueId, player_id: playerId },
  });

/** POST /rostered_players/getRosteredPlayerById — body { id }. */
export const getRosteredPlayerById = (id: number): Promise<RosteredPlayer> =>
  callRoute('POST /rostered_players/getRosteredPlayerById', { body: { id } });

/** PUT /rostered_players/update/{id} — answers the member's roster as it now stands. */
export const updateRosteredPlayer = (
  id: number,
  body: RosteredPlayerBody,
): Promise<RosteredPlayer[]> =>
  callRoute('PUT /rostered_players/update/:id', { params: { id }, body });

/** POST /rostered_players/create — rules §7.4 answers status and message. */
export const createRosteredPlayer = (body: RosteredPlayerBody): Promise<StatusMessageAnswer> =>
  callRoute('POST /rostered_players/create', { body });

/** GET /rostered_players/myTeam/{league_id} — the caller's membership, rule set, roster, games and locks in one answer. */
export const getMyTeam = (leagueId: number): Promise<MyTeam> =>
  callRoute('GET /rostered_players/myTeam/:league_id', { params: { league_id: leagueId } });

/**
 * POST /rostered_players/bestLineup/{league_id} — the server sets the caller's best lineup
 * (decision 016) in one transaction and answers My Team as it now stands.
 */
export const setBestLineup = (leagueId: number): Promise<MyTeam> =>
  callRoute('POST /rostered_players/bestLineup/:league_id', { params: { league_id: leagueId } });

/**
 * POST /rostered_players/move — the server plans the swap or bench fallback in one transaction
 * and answers the roster as My Team shows it.
 */
export const moveRosteredPlayer = (body: RosterMoveBody): Promise<MyTeamPlayer[]> =>
  callRoute('POST /rostered_players/move', { body });

/** POST /rostered_players/bench — the player stays rostered at BENCH; answers the roster. */
export const benchRosteredPlayer = (rosteredPlayerId: number): Promise<MyTeamPlayer[]> =>
  callRoute('POST /rostered_players/bench', { body: { rostered_player_id: rosteredPlayerId } });

/** POST /rostered_players/drop — the player leaves the roster (and goes on waivers); answers the roster. */
export const dropRosteredPlayer = (rosteredPlayerId: number): Promise<MyTeamPlayer[]> =>
  callRoute('POST /rostered_players/drop', { body: { rostered_player_id: rosteredPlayerId } });

/** POST /rostered_players/addFromWaivers — a direct add from the waiver day on, with a drop when full; answers the roster. */
export const addFromWaivers = (body: AddFromWaiversBody): Promise<RosteredPlayer[]> =>
  callRoute('POST /rostered_players/addFromWaivers', { body });

/** POST /rostered_players/addToTeam — the commissioner adds a player into the first free slot; answers that roster. */
export const addToTeam = (body: AddToTeamBody): Promise<RosteredPlayer[]> =>
  callRoute('POST /rostered_players/addToTeam', { body });
