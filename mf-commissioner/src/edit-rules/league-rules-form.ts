import {
  createBiteRules,
  createPlayoffRules,
  createRosterRules,
  createScoringRules,
  createTradeRules,
  createWaiverRules,
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  DEFAULT_WAIVER_RULES,
  getBiteRulesByLeagueId,
  getDraft,
  getLeagueMembersByLeagueId,
  teamNameOrUnknown,
  teamsOf,
  saveDraftSettings,
  getPlayoffRulesByLeagueId,
  ROSTER_TYPE,
  getRosterRulesByLeagueId,
  getScoringRulesByLeagueId,
  getTradeRulesByLeagueId,
  getWaiverRulesByLeagueId,
  type League,
} from '@fangtasy/shared';
import {
  asTexts,
  biteRulesOf,
  draftSettingsAsTexts,
  draftSettingsOf,
  playoffRulesOf,
  rosterRulesOf,
  rulesAsTexts,
  scoringRulesOf,
  tradeRulesOf,
  waiverRulesOf,
  type WizardForm,
} from '../create-league/wizard-form';
import type { OrderTeam } from '../create-league/draft-order-list';

/** A league's rules as Edit League Rules opens them. */
export interface LeagueRules {
  form: WizardForm;
  /** The draft has started: its settings are shown, not saved. */
  draftLocked: boolean;
  /** The league's teams, for a draft order the commissioner sets. */
  teams: OrderTeam[];
}

/** A stored rule record's setting values only (no id, league or roster type): the defaults' keys. */
function valuesLike<D extends object, R extends { [K in keyof D]: unknown }>(
  defaults: D,
  record: R,
): { [K in keyof D]: R[K] } {
  return Object.fromEntries(
    Object.keys(defaults).map((field) => [field, record[field as keyof D]]),
  ) as { [K in keyof D]: R[K] };
}

/**
 * A league's rules as the wizard's steps hold them: every record read (a renewed league has a
 * copy of each; decision 020), a missing waiver record read as the defaults; the draft's
 * settings, whether the draft has started, and the teams it would order.
 */
export async function loadLeagueRulesForm(league: League): Promise<LeagueRules> {
  const id = league.league_id;
  const [regular, vampire, scoring, waivers, trades, bites, playoffs, draft, members] =
    await Promise.all([
      getRosterRulesByLeagueId(id, ROSTER_TYPE.regular),
      getRosterRulesByLeagueId(id, ROSTER_TYPE.vampire),
      getScoringRulesByLeagueId(id),
      getWaiverRulesByLeagueId(id),
      getTradeRulesByLeagueId(id),
      getBiteRulesByLeagueId(id),
      getPlayoffRulesByLeagueId(id),
      getDraft(id),
      getLeagueMembersByLeagueId(id),
    ]);
  const waiver = waivers[0] ?? DEFAULT_WAIVER_RULES;
  const form: WizardForm = {
    name: league.name,
    regular: rulesAsTexts(valuesLike(DEFAULT_ROSTER_RULES, regular)),
    vampire: rulesAsTexts(valuesLike(DEFAULT_ROSTER_RULES, vampire)),
    bites: asTexts(valuesLike(DEFAULT_BITE_RULES, bites)),
    scoring: rulesAsTexts(valuesLike(DEFAULT_SCORING_RULES, scoring)),
    waiver: { waivers_length: String(waiver.waivers_length), waiver_day: waiver.waiver_day },
    trades: asTexts(valuesLike(DEFAULT_TRADE_RULES, trades)),
    playoffs: asTexts(valuesLike(DEFAULT_PLAYOFF_RULES, playoffs)),
    draft: draftSettingsAsTexts(draft.settings),
  };
  return {
    form,
    draftLocked: draft.status !== 'not_started',
    teams: teamsOf(members).map((member) => ({
      id: member.id,
      name: teamNameOrUnknown(member.team_name),
    })),
  };
}

/**
 * Saves every rule set of a league not yet active, one create-or-replace call each, and the
 * draft's settings while the draft has not started. They are
 * not one transaction: each call replaces its record whole, so after a failure the commissioner
 * saves again and ends with every record as shown; the league is inactive meanwhile, so nothing
 * is played under a half-saved set.
 */
export async function saveLeagueRulesForm(
  leagueId: number,
  form: WizardForm,
  { draftLocked }: Pick<LeagueRules, 'draftLocked'>,
): Promise<void> {
  const league = { league_id: leagueId };
  await createRosterRules({
    ...league,
    roster_type_id: ROSTER_TYPE.regular,
    ...rosterRulesOf(form.regular),
  });
  await createRosterRules({
    ...league,
    roster_type_id: ROSTER_TYPE.vampire,
    ...rosterRulesOf(form.vampire),
  });
  await createBiteRules({ ...league, ...biteRulesOf(form.bites) });
  await createScoringRules({ ...league, ...scoringRulesOf(form.scoring) });
  await createWaiverRules({ ...league, ...waiverRulesOf(form.waiver) });
  await createTradeRules({ ...league, ...tradeRulesOf(form.trades) });
  await createPlayoffRules({ ...league, ...playoffRulesOf(form.playoffs) });
  if (!draftLocked) await saveDraftSettings(leagueId, draftSettingsOf(form.draft));
}
