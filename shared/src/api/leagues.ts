import type {
  ActivateLeagueAnswer,
  ActivationStatus,
  CreateLeagueAnswer,
  LeagueDetails,
  LeagueSeason,
  RenewLeagueAnswer,
} from '../contract';
import type { CreateLeagueBody } from '../validation/league-wizard';
import type { RenewLeagueBody } from '../validation/playoff-rules';
import { callRoute } from './client';

/** POST /leagues/create — the whole wizard at once; rules §7.7 answers status and league_id. */
export const createLeague = (body: CreateLeagueBody): Promise<CreateLeagueAnswer> =>
  callRoute('POST /leagues/create', { body });

/** GET /leagues/getLeagueById/{league_id} — rules §7.7 reads is_active; also where its season stands and its champion. */
export const getLeagueById = (leagueId: number): Promise<LeagueDetails> =>
  callRoute('GET /leagues/getLeagueById/:league_id', { params: { league_id: leagueId } });

/** POST /leagues/renew/{league_id} — the commissioner renews a complete league for the next season. */
export const renewLeague = (leagueId: number, body: RenewLeagueBody): Promise<RenewLeagueAnswer> =>
  callRoute('POST /leagues/renew/:league_id', { params: { league_id: leagueId }, body });

/** GET /leagues/getLeagueHistory/{league_id} — every season of the league, oldest first. */
export const getLeagueHistory = (leagueId: number): Promise<LeagueSeason[]> =>
  callRoute('GET /leagues/getLeagueHistory/:league_id', { params: { league_id: leagueId } });

/** POST /leagues/activate/{league_id}/{league_member_id} — empty body; rules §7.7 answers status 'success'. */
export const activateLeague = (
  leagueId: number,
  leagueMemberId: number,
): Promise<ActivateLeagueAnswer> =>
  callRoute('POST /leagues/activate/:league_id/:league_member_id', {
    params: { league_id: leagueId, league_member_id: leagueMemberId },
  });

/** GET /leagues/activationStatus/{league_id} — the counts activation checks, as the server counts them. */
export const getActivationStatus = (leagueId: number): Promise<ActivationStatus> =>
  callRoute('GET /leagues/activationStatus/:league_id', { params: { league_id: leagueId } });
