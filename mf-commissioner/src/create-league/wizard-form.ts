import {
  DEFAULT_BITE_RULES,
  DEFAULT_AUCTION_SETTINGS,
  DEFAULT_DRAFT_SETTINGS,
  easternDateTimeInputValue,
  instantOfEasternInput,
  type DraftOrderMode,
  type DraftKind,
  type DraftSettings,
  type DraftSettingsWithAuction,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  DEFAULT_WAIVER_RULES,
  type BiteDeadlineDay,
  type BiteDeadlineKind,
  type BiteSwapRule,
  type PlayoffRuleField,
  type SeedingTiebreaker,
  type RosterRuleField,
  type ScoringRuleField,
  type TradeReviewMode,
  type WaiverDay,
} from '@fangtasy/shared';
import type { CreateLeagueBody, DraftSettingsWithAuctionBody } from '@fangtasy/shared/validation';

export type { RosterRuleField, ScoringRuleField };

/** One roster rule set as typed: every field as its input's text. */
export type RosterRulesForm = Record<RosterRuleField, string>;
export type ScoringRulesForm = Record<ScoringRuleField, string>;
export interface WaiverRulesForm {
  waivers_length: string;
  waiver_day: string;
}

/** The trade settings as typed (the waiver step's Trades group). */
export type TradeRulesForm = Record<keyof typeof DEFAULT_TRADE_RULES, string>;
/** The vampire-bite settings as chosen (the vampire step's Vampire bite group). */
export type BiteRulesForm = Record<keyof typeof DEFAULT_BITE_RULES, string>;

/** The playoff settings as chosen (the waiver step's Playoffs group). */
export type PlayoffRulesForm = Record<PlayoffRuleField, string>;

/**
 * The draft settings as chosen (the Draft step): each as its control holds it — the start time
 * as a date-and-time input in US Eastern ('' for none), the switches '1' / '0' — and the order
 * the commissioner set as league member ids.
 */
export interface DraftSettingsForm {
  /** The draft's kind: a pick order, or 'auction' (decision 065). */
  type: string;
  order_mode: string;
  order: number[];
  pick_seconds: string;
  overnight_pause: string;
  starts_at: string;
  vampires_draft: string;
  /** An auction's budget and bid clock (shown and sent only for an auction). */
  budget: string;
  bid_seconds: string;
}

/** Everything the six steps collect, kept as typed so a step can be left and come back to. */
export interface WizardForm {
  name: string;
  regular: RosterRulesForm;
  vampire: RosterRulesForm;
  bites: BiteRulesForm;
  scoring: ScoringRulesForm;
  waiver: WaiverRulesForm;
  trades: TradeRulesForm;
  playoffs: PlayoffRulesForm;
  draft: DraftSettingsForm;
}

/** Settings as their inputs show them: every value as text. */
export const asTexts = <K extends string>(
  values: Readonly<Record<K, number | string>>,
): Record<K, string> =>
  Object.fromEntries(
    Object.entries<number | string>(values).map(([field, value]) => [field, String(value)]),
  ) as Record<K, string>;

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

/** Saved draft settings as the Draft step's controls hold them. */
export const draftSettingsAsTexts = (
  settings: Readonly<DraftSettings & Partial<DraftSettingsWithAuction>>,
): DraftSettingsForm => ({
  type: settings.kind ?? settings.type,
  order_mode: settings.order_mode,
  order: [...settings.order],
  pick_seconds: String(settings.pick_seconds),
  overnight_pause: settings.overnight_pause ? '1' : '0',
  starts_at: settings.starts_at ? easternDateTimeInputValue(settings.starts_at) : '',
  vampires_draft: settings.vampires_draft ? '1' : '0',
  budget: String(settings.budget ?? DEFAULT_AUCTION_SETTINGS.budget),
  bid_seconds: String(settings.bid_seconds ?? DEFAULT_AUCTION_SETTINGS.bid_seconds),
});

/** The wizard as it opens: an empty name and every default of rules §9. */
export const initialWizardForm = (): WizardForm => ({
  name: '',
  regular: rulesAsTexts(DEFAULT_ROSTER_RULES),
  vampire: rulesAsTexts(DEFAULT_ROSTER_RULES),
  bites: asTexts(DEFAULT_BITE_RULES),
  scoring: rulesAsTexts(DEFAULT_SCORING_RULES),
  waiver: {
    waivers_length: String(DEFAULT_WAIVER_RULES.waivers_length),
    waiver_day: DEFAULT_WAIVER_RULES.waiver_day,
  },
  trades: asTexts(DEFAULT_TRADE_RULES),
  playoffs: asTexts(DEFAULT_PLAYOFF_RULES),
  draft: draftSettingsAsTexts(DEFAULT_DRAFT_SETTINGS),
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

// The choices are the schemas' own words; anything else is refused by them with their text.
export const tradeRulesOf = (form: TradeRulesForm) => ({
  review_mode: form.review_mode as TradeReviewMode,
  review_hours: numberFrom(form.review_hours),
  veto_votes: numberFrom(form.veto_votes),
  offer_expiry_hours: numberFrom(form.offer_expiry_hours),
  trade_deadline_week: numberFrom(form.trade_deadline_week),
});

const flagFrom = (text: string) => numberFrom(text) as 0 | 1;

export const biteRulesOf = (form: BiteRulesForm) => ({
  bites_enabled: flagFrom(form.bites_enabled),
  swap_rule: form.swap_rule as BiteSwapRule,
  deadline_kind: form.deadline_kind as BiteDeadlineKind,
  deadline_day: form.deadline_day as BiteDeadlineDay,
  deadline_hour: numberFrom(form.deadline_hour),
  full_lineup_required: flagFrom(form.full_lineup_required),
  bites_in_playoffs: flagFrom(form.bites_in_playoffs),
  declare_before_kickoff: flagFrom(form.declare_before_kickoff),
  garlic: flagFrom(form.garlic),
});

// Anything but the choices offered is refused by the playoffs schema with its text.
export const playoffRulesOf = (form: PlayoffRulesForm) => ({
  playoff_teams: numberFrom(form.playoff_teams) as 4 | 6,
  weeks_per_round: numberFrom(form.weeks_per_round) as 1 | 2,
  first_playoff_week: numberFrom(form.first_playoff_week),
  seeding_tiebreaker: form.seeding_tiebreaker as SeedingTiebreaker,
  consolation_bracket: flagFrom(form.consolation_bracket),
});

/**
 * The PUT /drafts/updateSettings body. The choices are the schema's own words and a start time
 * that is not one is sent as text: anything else is refused by the shared schema with its text.
 * An auction is sent as its kind with its budget and bid clock, and 'linear' as its pick order
 * (the order its nominations go round in, decision 065).
 */
export function draftSettingsOf(form: DraftSettingsForm): DraftSettingsWithAuctionBody {
  const start = form.starts_at.trim() === '' ? null : instantOfEasternInput(form.starts_at);
  const auction =
    form.type === 'auction'
      ? {
          kind: 'auction' as DraftKind,
          budget: numberFrom(form.budget),
          bid_seconds: numberFrom(form.bid_seconds),
        }
      : {};
  return {
    ...auction,
    type: (form.type === 'auction' ? 'linear' : form.type) as DraftSettings['type'],
    order_mode: form.order_mode as DraftOrderMode,
    order: form.order_mode === 'commissioner' ? form.order : [],
    pick_seconds: numberFrom(form.pick_seconds),
    overnight_pause: form.overnight_pause === '1',
    starts_at:
      start === null ? null : Number.isNaN(start.getTime()) ? form.starts_at : start.toISOString(),
    vampires_draft: form.vampires_draft === '1',
  };
}

/** The POST /leagues/create body: the whole wizard in one request. */
export const createLeagueBodyOf = (form: WizardForm): CreateLeagueBody => ({
  name: form.name,
  regular_roster_rules: rosterRulesOf(form.regular),
  vampire_roster_rules: rosterRulesOf(form.vampire),
  scoring_rules: scoringRulesOf(form.scoring),
  waiver_rules: waiverRulesOf(form.waiver),
  trade_rules: tradeRulesOf(form.trades),
  bite_rules: biteRulesOf(form.bites),
  playoff_rules: playoffRulesOf(form.playoffs),
});
