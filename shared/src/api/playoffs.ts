import type { PlayoffBracket, PlayoffRulesAnswer } from '../contract';
import type { PlayoffRulesBody } from '../validation/playoff-rules';
import { callRoute } from './client';

/** GET /playoff_rules/getPlayoffRulesByLeagueId/{league_id} — the settings, weeks 10-14 and the rules in words. */
export const getPlayoffRulesByLeagueId = (leagueId: number): Promise<PlayoffRulesAnswer> =>
  callRoute('GET /playoff_rules/getPlayoffRulesByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/** POST /playoff_rules/create — the commissioner, before activation; answers the rules as saved. */
export const createPlayoffRules = (body: PlayoffRulesBody): Promise<PlayoffRulesAnswer> =>
  callRoute('POST /playoff_rules/create', { body });

/** GET /playoffs/getBracketByLeagueId/{league_id} — the bracket page's one read. */
export const getBracketByLeagueId = (leagueId: number): Promise<PlayoffBracket> =>
  callRoute('GET /playoffs/getBracketByLeagueId/:league_id', { params: { league_id: leagueId } });
