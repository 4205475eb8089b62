import type { StatusMessageAnswer, WaiverClaim, WaiverClaimAnswer } from '../contract';
import type { Flag } from '../domain/entities';
import type { WaiverClaimBody } from '../validation/waiver-claim';
import { callRoute } from './client';

/** GET /waiver_claims/getWaiverClaimsByLeagueMemberId/{id}?is_active=1 — the member's active claims by default. */
export const getWaiverClaimsByLeagueMemberId = (
  leagueMemberId: number,
  isActive: Flag = 1,
): Promise<WaiverClaim[]> =>
  callRoute('GET /waiver_claims/getWaiverClaimsByLeagueMemberId/:id', {
    params: { id: leagueMemberId },
    query: { is_active: isActive },
  });

/** POST /waiver_claims/create — rules §7.5: the answer carries status and message (and the claim). */
export const createWaiverClaim = (body: WaiverClaimBody): Promise<WaiverClaimAnswer> =>
  callRoute('POST /waiver_claims/create', { body });

/** PUT /waiver_claims/update/{id} — same body as create, same answer. */
export const updateWaiverClaim = (id: number, body: WaiverClaimBody): Promise<WaiverClaimAnswer> =>
  callRoute('PUT /waiver_claims/update/:id', { params: { id }, body });

/** DELETE /waiver_claims/delete/{id} — rules §7.5: status and message. */
export const deleteWaiverClaim = (id: number): Promise<StatusMessageAnswer> =>
  callRoute('DELETE /waiver_claims/delete/:id', { params: { id } });
