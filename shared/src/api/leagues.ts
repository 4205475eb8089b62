import type { ApiAnswer, League } from '../domain/entities';
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
