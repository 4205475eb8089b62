import type { RosterRules, RosterType, ScoringRules, WaiverRules } from '../contract';
import type {
  RosterRulesBody,
  ScoringRulesBody,
  WaiverRulesBody,
} from '../validation/league-wizard';
import { getData, segment, send } from './client';

/** GET /roster_rules/getRosterRulesByLeagueId/{league_id}/{roster_type_id} — type 1 regular, 2 vampire. */
export const getRosterRulesByLeagueId = (
  leagueId: number,
  rosterTypeId: RosterType,
): Promise<RosterRules> =>
  getData<RosterRules>(
    `/roster_rules/getRosterRulesByLeagueId/${segment(leagueId)}/${segment(rosterTypeId)}`,
  );

/** POST /roster_rules/create — answers the rule set as saved. */
export const createRosterRules = (body: RosterRulesBody): Promise<RosterRules> =>
  send<RosterRules>('post', '/roster_rules/create', body);

/** GET /scoring_rules/getScoringRulesByLeagueId/{league_id}. */
export const getScoringRulesByLeagueId = (leagueId: number): Promise<ScoringRules> =>
  getData<ScoringRules>(`/scoring_rules/getScoringRulesByLeagueId/${segment(leagueId)}`);

/** POST /scoring_rules/create — answers the rules as saved. */
export const createScoringRules = (body: ScoringRulesBody): Promise<ScoringRules> =>
  send<ScoringRules>('post', '/scoring_rules/create', body);

/** GET /waiver_rules/getWaiverRulesByLeagueId/{league_id} — a list; screens use the first record. */
export const getWaiverRulesByLeagueId = (leagueId: number): Promise<WaiverRules[]> =>
  getData<WaiverRules[]>(`/waiver_rules/getWaiverRulesByLeagueId/${segment(leagueId)}`);

/** POST /waiver_rules/create — body league_id, waivers_length, waiver_day; answers the rules as saved. */
export const createWaiverRules = (body: WaiverRulesBody): Promise<WaiverRules> =>
  send<WaiverRules>('post', '/waiver_rules/create', body);
