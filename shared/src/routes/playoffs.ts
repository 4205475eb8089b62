import { playoffBracketSchema, playoffRulesSchema } from '../contract';
import { playoffRulesBodySchema } from '../validation';
import { leagueIdParams } from './path-ids';
import { declareRoutes } from './declare';

/** The playoffs: a league's playoff rules and its bracket. */
export const playoffRoutes = declareRoutes({
  'GET /playoff_rules/getPlayoffRulesByLeagueId/:league_id': {
    tags: ['rules'],
    summary:
      "A league's playoff rules, what they make of weeks 10-14, the seeding order and the tie rule (members)",
    params: leagueIdParams,
    response: { 200: playoffRulesSchema },
  },
  'POST /playoff_rules/create': {
    tags: ['rules'],
    summary: 'Create or replace the playoff rules (commissioner, before activation)',
    body: playoffRulesBodySchema,
    response: { 200: playoffRulesSchema },
  },
  'GET /playoffs/getBracketByLeagueId/:league_id': {
    tags: ['playoffs'],
    summary:
      "A league's bracket: seeds, every round's games with their teams and points (live while played), winners and the champion (members)",
    params: leagueIdParams,
    response: { 200: playoffBracketSchema },
  },
});
