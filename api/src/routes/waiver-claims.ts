import { MESSAGES } from '@fangtasy/shared/domain';
import { waiverClaimBodySchema } from '@fangtasy/shared/validation';
import {
  waiverClaimAnswerSchema,
  waiverClaimDeletedAnswerSchema,
  waiverClaimSchema,
} from '@fangtasy/shared/contract';
import { z } from 'zod';
import type { App } from '../app';
import { claimsOfMember, createClaim, deleteClaim, updateClaim } from '../services/waiver-claims';
import { pathId } from './path-ids';

export async function waiverClaimRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/waiver_claims/getWaiverClaimsByLeagueMemberId/:id',
    {
      config: { access: { kind: 'own-member', member: 'params.id' } },
      schema: {
        tags: ['waiver claims'],
        summary:
          "Your team's pending claims by priority (is_active=0: your closed claims, newest first)",
        params: z.object({ id: pathId('id') }),
        querystring: z.object({
          is_active: z.enum(['0', '1'], { error: MESSAGES.invalidPlayerOrMember }).default('1'),
        }),
        response: { 200: z.array(waiverClaimSchema) },
      },
    },
    async (request) =>
      claimsOfMember(db, request.userId, request.params.id, request.query.is_active === '1'),
  );

  app.post(
    '/waiver_claims/create',
    {
      config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
      schema: {
        tags: ['waiver claims'],
        summary: 'A FAAB claim of your team; its priority is your pending claims count plus 1',
        body: waiverClaimBodySchema,
        response: { 200: waiverClaimAnswerSchema },
      },
    },
    async (request) => {
      const claim = await createClaim(db, request.userId, request.body, clock.now());
      return {
        status: 'success' as const,
        message: MESSAGES.claimCreated,
        id: claim.id,
        data: claim,
      };
    },
  );

  app.put(
    '/waiver_claims/update/:id',
    {
      config: { access: { kind: 'claim-owner', claim: 'params.id' } },
      schema: {
        tags: ['waiver claims'],
        summary: 'Edit your pending claim (bid, player, drop; priority reorders your claims)',
        params: z.object({ id: pathId('id') }),
        body: waiverClaimBodySchema,
        response: { 200: waiverClaimAnswerSchema },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/waiver_claims/delete/:id',
    {
      config: { access: { kind: 'claim-owner', claim: 'params.id' } },
      schema: {
        tags: ['waiver claims'],
        summary: 'Withdraw your pending claim (kept as cancelled); your other claims close ranks',
        params: z.object({ id: pathId('id') }),
        response: { 200: waiverClaimDeletedAnswerSchema },
      },
    },
    async (request) => {
      await deleteClaim(db, request.userId, request.params.id, clock.now());
      return { status: 'success' as const, message: MESSAGES.claimDeleted };
    },
  );
}
