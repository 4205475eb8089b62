import { MESSAGES } from '../domain';
import { waiverClaimBodySchema } from '../validation';
import {
  waiverClaimAnswerSchema,
  waiverClaimDeletedAnswerSchema,
  waiverClaimSchema,
} from '../contract';
import { z } from 'zod';
import { idParams } from './path-ids';
import { declareRoutes } from './declare';

/** FAAB claims of a member's team. */
export const waiverClaimRoutes = declareRoutes({
  'GET /waiver_claims/getWaiverClaimsByLeagueMemberId/:id': {
    tags: ['waiver claims'],
    summary:
      "Your team's pending claims by priority (is_active=0: your closed claims, newest first)",
    params: idParams,
    querystring: z.object({
      is_active: z.enum(['0', '1'], { error: MESSAGES.invalidPlayerOrMember }).default('1'),
    }),
    response: { 200: z.array(waiverClaimSchema) },
  },
  'POST /waiver_claims/create': {
    tags: ['waiver claims'],
    summary: 'A FAAB claim of your team; its priority is your pending claims count plus 1',
    body: waiverClaimBodySchema,
    response: { 200: waiverClaimAnswerSchema },
  },
  'PUT /waiver_claims/update/:id': {
    tags: ['waiver claims'],
    summary: 'Edit your pending claim (bid, player, drop; priority reorders your claims)',
    params: idParams,
    body: waiverClaimBodySchema,
    response: { 200: waiverClaimAnswerSchema },
  },
  'DELETE /waiver_claims/delete/:id': {
    tags: ['waiver claims'],
    summary: 'Withdraw your pending claim (kept as cancelled); your other claims close ranks',
    params: idParams,
    response: { 200: waiverClaimDeletedAnswerSchema },
  },
});
