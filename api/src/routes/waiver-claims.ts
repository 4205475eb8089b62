import { MESSAGES } from '@fangtasy/shared/domain';
import { waiverClaimBodySchema } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { claimsOfMember, createClaim, deleteClaim, updateClaim } from '../services/waiver-claims';
import { pathId } from './path-ids';

const claimSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  league_member_id: z.number(),
  player_id: z.number(),
  player_name: z.string(),
  position: z.string(),
  team: z.string(),
  faab_claim_amount: z.number(),
  rostered_player_to_drop: z.number().nullable(),
  drop_player_name: z.string().nullable(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  league_member_priority: z.number().nullable(),
  status: z.enum(['pending', 'won', 'failed', 'cancelled']),
  result_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});

const savedAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  id: z.number(),
  data: claimSchema,
});

export async function waiverClaimRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/waiver_claims/getWaiverClaimsByLeagueMemberId/:id',
    {
      schema: {
        tags: ['waiver claims'],
        summary:
          "Your team's pending claims by priority (is_active=0: your closed claims, newest first)",
        params: z.object({ id: pathId('id') }),
        querystring: z.object({
          is_active: z.enum(['0', '1'], { error: MESSAGES.invalidPlayerOrMember }).default('1'),
        }),
        response: { 200: z.object({ status: z.literal('success'), data: z.array(claimSchema) }) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await claimsOfMember(
        db,
        request.userId,
        request.params.id,
        request.query.is_active === '1',
      ),
    }),
  );

  app.post(
    '/waiver_claims/create',
    {
      schema: {
        tags: ['waiver claims'],
        summary: 'A FAAB claim of your team; its priority is your pending claims count plus 1',
        body: waiverClaimBodySchema,
        response: { 200: savedAnswer },
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
      schema: {
        tags: ['waiver claims'],
        summary: 'Edit your pending claim (bid, player, drop; priority reorders your claims)',
        params: z.object({ id: pathId('id') }),
        body: waiverClaimBodySchema,
        response: { 200: savedAnswer },
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
      schema: {
        tags: ['waiver claims'],
        summary: 'Withdraw your pending claim (kept as cancelled); your other claims close ranks',
        params: z.object({ id: pathId('id') }),
        response: { 200: z.object({ status: z.literal('success'), message: z.string() }) },
      },
    },
    async (request) => {
      await deleteClaim(db, request.userId, request.params.id, clock.now());
      return { status: 'success' as const, message: MESSAGES.claimDeleted };
    },
  );
}
