import {
  activateLeagueAnswerSchema,
  activationStatusSchema,
  createLeagueAnswerSchema,
  leagueDetailsSchema,
  leagueSeasonSchema,
  renewLeagueAnswerSchema,
} from '../contract';
import { createLeagueBodySchema, renewLeagueBodySchema } from '../validation';
import { z } from 'zod';
import { leagueIdParams, pathId } from './path-ids';
import { declareRoutes } from './declare';

// The wizard sends every step, but the spec's own body is just name and is_active: a rule set
// left out gets the spec's defaults. is_active is ignored — a league is always created inactive.
const createBodySchema = createLeagueBodySchema.partial({
  regular_roster_rules: true,
  vampire_roster_rules: true,
  scoring_rules: true,
  waiver_rules: true,
  playoff_rules: true,
});

/** Leagues: creation, activation, details, renewal and the seasons of a league. */
export const leagueRoutes = declareRoutes({
  'POST /leagues/create': {
    tags: ['leagues'],
    summary: 'Create a league with its rules (configured creator accounts only)',
    body: createBodySchema,
    response: { 200: createLeagueAnswerSchema },
  },
  'GET /leagues/getLeagueById/:league_id': {
    tags: ['leagues'],
    summary:
      'A league you play in: where its season stands, its champion, and the seasons before and after it',
    params: leagueIdParams,
    response: { 200: leagueDetailsSchema },
  },
  'POST /leagues/renew/:league_id': {
    tags: ['leagues'],
    summary:
      'Renew a complete league for the next season (commissioner): same teams and rules, budgets reset, rosters kept or cleared',
    params: leagueIdParams,
    body: renewLeagueBodySchema,
    response: { 200: renewLeagueAnswerSchema },
  },
  'GET /leagues/getLeagueHistory/:league_id': {
    tags: ['leagues'],
    summary:
      "A league's seasons, oldest first, each with its champion and runner-up (members of the league)",
    params: leagueIdParams,
    response: { 200: z.array(leagueSeasonSchema) },
  },
  'GET /leagues/activationStatus/:league_id': {
    tags: ['leagues'],
    summary: 'What the Activate League page shows: valid members, commissioners, state and message',
    params: leagueIdParams,
    response: { 200: activationStatusSchema },
  },
  'POST /leagues/activate/:league_id/:league_member_id': {
    tags: ['leagues'],
    summary:
      'Activate the league (commissioner): draws the weeks 1-9 schedule and the waiver order',
    params: z.object({
      league_id: pathId('league_id'),
      league_member_id: pathId('league_member_id'),
    }),
    response: { 200: activateLeagueAnswerSchema },
  },
});
