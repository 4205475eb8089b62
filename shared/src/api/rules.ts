import type {
  BiteRules,
  RosterRules,
  RosterType,
  SavedRosterRulesAnswer,
  SavedScoringRulesAnswer,
  SavedWaiverRulesAnswer,
  ScoringRules,
  TradeRules,
  WaiverRules,
} from '../contract';
import type { BiteRulesBody } from '../validation/bite-rules';
import type { TradeRulesBody } from '../validation/trade-rules';
import type {
  RosterRulesBody,
  ScoringRulesBody,
  WaiverRulesBody,
} from '../validation/league-wizard';
import { callRoute } from './client';

/** GET /roster_rules/getRosterRulesByLeagueId/{league_id}/{roster_type_id} — type 1 regular, 2 vampire. */
export const getRosterRulesByLeagueId = (
  leagueId: number,
  rosterTypeId: RosterType,
): Promise<RosterRules> =>
  callRoute('GET /roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id', {
    params: { league_id: leagueId, roster_type_id: rosterTypeId },
  });

/** POST /roster_rules/create — answers status, message and the rule set as saved. */
export const createRosterRules = (body: RosterRulesBody): Promise<SavedRosterRulesAnswer> =>
  callRoute('POST /roster_rules/create', { body });

/** GET /scoring_rules/getScoringRulesByLeagueId/{league_id}. */
export const getScoringRulesByLeagueId = (leagueId: number): Promise<ScoringRules> =>
  callRoute('GET /scoring_rules/getScoringRulesByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/** POST /scoring_rules/create — answers status, message and the rules as saved. */
export const createScoringRules = (body: ScoringRulesBody): Promise<SavedScoringRulesAnswer> =>
  callRoute('POST /scoring_rules/create', { body });

/** GET /waiver_rules/getWaiverRulesByLeagueId/{league_id} — a list; screens use the first record. */
export const getWaiverRulesByLeagueId = (leagueId: number): Promise<WaiverRules[]> =>
  callRoute('GET /waiver_rules/getWaiverRulesByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/**
 * POST /waiver_rules/create — body league_id, waivers_length, waiver_day; answers status, message
 * and the rules as saved.
 */
export const createWaiverRules = (body: WaiverRulesBody): Promise<SavedWaiverRulesAnswer> =>
  callRoute('POST /waiver_rules/create', { body });

/** GET /trade_rules/getTradeRulesByLeagueId/{league_id} — the league's trade settings. */
export const getTradeRulesByLeagueId = (leagueId: number): Promise<TradeRules> =>
  callRoute('GET /trade_rules/getTradeRulesByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/** POST /trade_rules/create — the commissioner sets them before activation; answers them as saved. */
export const createTradeRules = (body: TradeRulesBody): Promise<TradeRules> =>
  callRoute('POST /trade_rules/create', { body });

/** GET /bite_rules/getBiteRulesByLeagueId/{league_id} — the league's vampire-bite settings. */
export const getBiteRulesByLeagueId = (leagueId: number): Promise<BiteRules> =>
  callRoute('GET /bite_rules/getBiteRulesByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/** POST /bite_rules/create — the commissioner sets them before activation; answers them as saved. */
export const createBiteRules = (body: BiteRulesBody): Promise<BiteRules> =>
  callRoute('POST /bite_rules/create', { body });
