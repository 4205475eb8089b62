import { MESSAGES } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { declared } from './declared';
import { claimsOfMember, createClaim, deleteClaim, updateClaim } from '../services/waiver-claims';

export async function waiverClaimRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('GET /waiver_claims/getWaiverClaimsByLeagueMemberId/:id'),
    config: { access: { kind: 'own-member', member: 'params.id' } },
    handler: async (request) =>
      claimsOfMember(db, request.userId, request.params.id, request.query.is_active === '1'),
  });

  app.route({
    ...declared('POST /waiver_claims/create'),
    config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
    handler: async (request) => {
      const claim = await createClaim(db, request.userId, request.body, clock.now());
      return {
        status: 'success' as const,
        message: MESSAGES.claimCreated,
        id: claim.id,
        data: claim,
      };
    },
  });

  app.route({
    ...declared('PUT /waiver_claims/update/:id'),
    config: { access: { kind: 'claim-owner', claim: 'params.id' } },
    handler: async (request) => {
      const claim = await updateClaim(
        db,
        request.userId,
        request.params.id,
        request.body,
        clock.now(),
      );
      return {
        status: 'success' as const,
        message: MESSAGES.claimUpdated,
        id: claim.id,
        data: claim,
      };
    },
  });

  app.route({
    ...declared('DELETE /waiver_claims/delete/:id'),
    config: { access: { kind: 'claim-owner', claim: 'params.id' } },
    handler: async (request) => {
      await deleteClaim(db, request.userId, request.params.id, clock.now());
      return { status: 'success' as const, message: MESSAGES.claimDeleted };
    },
  });
}
