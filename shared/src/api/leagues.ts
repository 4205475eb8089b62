import type { ApiAnswer, Flag, League } from '../domain/entities';
import type { CreateLeagueBody } from '../validation/league-wizard';
import { getData, segment, sendAnswer, type ApiAnswerWith } from './client';

/** POST /leagues/create — the whole wizard at once; answers status and league_id. */
export const createLeague = (
  body: CreateLeagueBody,
): Promise<ApiAnswerWith<{ league_id: number }>> =>
  sendAnswer<ApiAnswerWith<{ league_id: number }>>('post', '/leagues/create', body);

/** GET /leagues/getLeagueById/{league_id}. */
export const getLeagueById = (leagueId: number): Promise<League> =>
  getData<League>(`/leagues/getLeagueById/${segment(leagueId)}`);

/** POST /leagues/activate/{league_id}/{league_member_id} — empty body; the commissioner's member id. */
export const activateLeague = (leagueId: number, leagueMemberId: number): Promise<ApiAnswer> =>
  sendAnswer('post', `/leagues/activate/${segment(leagueId)}/${segment(leagueMemberId)}`);

/** What the Activate League page shows: valid members, commissioners, state and the spec's line. */
export interface ActivationStatus {
  valid_member_count: number;
  commissioner_count: number;
  is_active: Flag;
  message: string;
}

/** GET /leagues/activationStatus/{league_id} — the counts activation checks, as the server counts them. */
export const getActivationStatus = (leagueId: number): Promise<ActivationStatus> =>
  getData<ActivationStatus>(`/leagues/activationStatus/${segment(leagueId)}`);
