import type { StatusMessageAnswer, WaiverClaim, WaiverClaimAnswer } from '../contract';
import type { Flag } from '../domain/entities';
import type { WaiverClaimBody } from '../validation/waiver-claim';
import { getData, segment, send } from './client';

/** GET /waiver_claims/getWaiverClaimsByLeagueMemberId/{id}?is_active=1 — the member's active claims by default. */
export const getWaiverClaimsByLeagueMemberId = (
  leagueMemberId: number,
  isActive: Flag = 1,
): Promise<WaiverClaim[]> =>
  getData<WaiverClaim[]>(
    `/waiver_claims/getWaiverClaimsByLeagueMemberId/${segment(leagueMemberId)}`,
    { params: { is_active: isActive } },
  );

/** POST /waiver_claims/create — rules §7.5: the answer carries status and message (and the claim). */
export const createWaiverClaim = (body: WaiverClaimBody): Promise<WaiverClaimAnswer> =>
  send<WaiverClaimAnswer>('post', '/waiver_claims/create', body);

/** PUT /waiver_claims/update/{id} — same body as create, same answer. */
export const updateWaiverClaim = (id: number, body: WaiverClaimBody): Promise<WaiverClaimAnswer> =>
  send<WaiverClaimAnswer>('put', `/waiver_claims/update/${segment(id)}`, body);

/** DELETE /waiver_claims/delete/{id} — rules §7.5: status and message. */
export const deleteWaiverClaim = (id: number): Promise<StatusMessageAnswer> =>
  send<StatusMessageAnswer>('delete', `/waiver_claims/delete/${segment(id)}`);
