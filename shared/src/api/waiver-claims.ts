import type { ApiAnswer, Flag, WaiverClaim } from '../domain/entities';
import type { WaiverClaimBody } from '../validation/waiver-claim';
import { getData, segment, sendAnswer } from './client';

/** GET /waiver_claims/getWaiverClaimsByLeagueMemberId/{id}?is_active=1 — the member's active claims by default. */
export const getWaiverClaimsByLeagueMemberId = (
  leagueMemberId: number,
  isActive: Flag = 1,
): Promise<WaiverClaim[]> =>
  getData<WaiverClaim[]>(
    `/waiver_claims/getWaiverClaimsByLeagueMemberId/${segment(leagueMemberId)}`,
    {
      params: { is_active: isActive },
    },
  );

/** POST /waiver_claims/create — answers status and message. */
export const createWaiverClaim = (body: WaiverClaimBody): Promise<ApiAnswer<WaiverClaim>> =>
  sendAnswer('post', '/waiver_claims/create', body);

/** PUT /waiver_claims/update/{id} — same body as create. */
export const updateWaiverClaim = (
  id: number,
  body: WaiverClaimBody,
): Promise<ApiAnswer<WaiverClaim>> =>
  sendAnswer('put', `/waiver_claims/update/${segment(id)}`, body);

/** DELETE /waiver_claims/delete/{id}. */
export const deleteWaiverClaim = (id: number): Promise<ApiAnswer> =>
  sendAnswer('delete', `/waiver_claims/delete/${segment(id)}`);
