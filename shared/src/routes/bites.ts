import { biteRightDetailSchema, biteRightSchema, biteWeekPlanSchema } from '../contract';
import { biteTakeBodySchema, biteWeekChoiceBodySchema } from '../validation';
import { z } from 'zod';
import { leagueIdParams, idParams } from './path-ids';
import { declareRoutes } from './declare';

/** The vampire's bite (docs/decisions/019-the-vampire-bite.md): rights, bites, the week's choices. */
export const biteRoutes = declareRoutes({
  'GET /bites/getBiteRightsByLeagueId/:league_id': {
    tags: ['bites'],
    summary: "The league's bite rights, latest week first: open, taken, waived or lapsed",
    params: leagueIdParams,
    response: { 200: z.array(biteRightSchema) },
  },
  'GET /bites/getBiteRightById/:id': {
    tags: ['bites'],
    summary: 'One bite right with the players it may take now and what may go back for each',
    params: idParams,
    response: { 200: biteRightDetailSchema },
  },
  'POST /bites/take/:id': {
    tags: ['bites'],
    summary:
      'Your bite (the vampire): take a starter of the loser, sending one of yours back under the swap',
    params: idParams,
    body: biteTakeBodySchema,
    response: { 200: biteRightSchema },
  },
  'POST /bites/pass/:id': {
    tags: ['bites'],
    summary: 'Let your bite right go (the vampire)',
    params: idParams,
    response: { 200: biteRightSchema },
  },
  'GET /bites/getWeekPlan/:league_id': {
    tags: ['bites'],
    summary: 'Your vampire week: the opponent, your declared target or your garlic starter',
    params: leagueIdParams,
    response: { 200: biteWeekPlanSchema },
  },
  'POST /bites/declare': {
    tags: ['bites'],
    summary: "A vampire names this week's target before his game (null takes it back)",
    body: biteWeekChoiceBodySchema,
    response: { 200: biteWeekPlanSchema },
  },
  'POST /bites/garlic': {
    tags: ['bites'],
    summary: 'Facing a vampire, protect one of your starters this week (null takes it back)',
    body: biteWeekChoiceBodySchema,
    response: { 200: biteWeekPlanSchema },
  },
});
