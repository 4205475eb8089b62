import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  type RosterRuleField,
  type ScoringRuleField,
  type WaiverDay,
} from '@fangtasy/shared';
import type { CreateLeagueBody } from '@fangtasy/shared/validation';

export type { RosterRuleField, ScoringRuleField };

/** One roster rule set as typed: every field as its input's text. */
export type RosterRulesForm = Record<RosterRuleField, string>;
export type ScoringRulesForm = Record<ScoringRuleField, string>;
export interface WaiverRulesForm {
  waivers_length: string;
  waiver_day: string;
}

/** Everything the five steps collect, kept as typed so a step can be left and come back to. */
export interface WizardForm {
  name: string;
  regular: RosterRulesForm;
  vampire: RosterRulesForm;
  scoring: ScoringRulesForm;
  waiver: WaiverRulesForm;
}

/** Rule values as their inputs show them; a missing one is an empty input. */
export const rulesAsTexts = <K extends string>(
  values: Readonly<Record<K, number | null>>,
): Record<K, string> =>
  Object.fromEntries(
    Object.entries<number | null>(values).map(([field, value]) => [
      field,
      value === null ? '' : String(value),
    ]),
  ) as Record<K, string>;

/** The wizard as it opens: an empty name and every default of spec section 9. */
export const initialWizardForm = (): WizardForm => ({
  name: '',
  regular: rulesAsTexts(DEFAULT_ROSTER_RULES),
  vampire: rulesAsTexts(DEFAULT_ROSTER_RULES),
  scoring: rulesAsTexts(DEFAULT_SCORING_RULES),
  waiver: {
    waivers_length: String(DEFAULT_WAIVER_RULES.waivers_length),
    waiver_day: DEFAULT_WAIVER_RULES.waiver_day,
  },
});

/** A typed number; a blank input is not a number, so the step's schema refuses it with its text. */
export const numberFrom = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text);

const numbersFrom = <K extends string>(form: Record<K, string>): Record<K, number> =>
  Object.fromEntries(
    Object.entries<string>(form).map(([field, text]) => [field, numberFrom(text)]),
  ) as Record<K, number>;

export const rosterRulesOf = (form: RosterRulesForm) => numbersFrom(form);
export const scoringRulesOf = (form: ScoringRulesForm) => numbersFrom(form);
export const waiverRulesOf = (form: WaiverRulesForm) => ({
  waivers_length: numberFrom(form.waivers_length),
  // Anything but the two allowed days is refused by the schema with the spec's text.
  waiver_day: form.waiver_day as WaiverDay,
});

/** The POST /leagues/create body: the whole wizard in one request. */
export const createLeagueBodyOf = (form: WizardForm): CreateLeagueBody => ({
  name: form.name,
  regular_roster_rules: rosterRulesOf(form.regular),
  vampire_roster_rules: rosterRulesOf(form.vampire),
  scoring_rules: scoringRulesOf(form.scoring),
  waiver_rules: waiverRulesOf(form.waiver),
});
