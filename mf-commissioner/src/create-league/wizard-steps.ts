import {
  biteRulesSchema,
  draftSettingsWithAuctionBodySchema,
  leagueInfoSchema,
  playoffRulesSchema,
  rosterRulesSchema,
  scoringRulesSchema,
  tradeRulesSchema,
  waiverRulesSchema,
} from '@fangtasy/shared/validation';
import {
  biteRulesOf,
  draftSettingsOf,
  playoffRulesOf,
  rosterRulesOf,
  scoringRulesOf,
  tradeRulesOf,
  waiverRulesOf,
  type WizardForm,
} from './wizard-form';

/** What stops a step: the spec's text and the field it is about (marked invalid). */
export interface StepIssue {
  message: string;
  field: string | null;
}

interface Parser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] };
  };
}

// The shared schemas add their issues in the spec's order, so the first one is the one to show.
function firstIssue(schema: Parser, value: unknown): StepIssue | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error?.issues[0];
  if (!issue) return null;
  const field = issue.path[0];
  return { message: issue.message, field: typeof field === 'string' ? field : null };
}

export interface WizardStep {
  title: string;
  check(form: WizardForm): StepIssue | null;
}

/**
 * The steps of the Create League wizard (rules §2), each with its rules §5 rules, and the draft's
 * settings last (decision 058).
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: 'League Information',
    check: (form) => firstIssue(leagueInfoSchema, { name: form.name }),
  },
  {
    title: 'Regular Roster Rules',
    check: (form) => firstIssue(rosterRulesSchema, rosterRulesOf(form.regular)),
  },
  {
    title: 'Vampire Roster Rules',
    check: (form) =>
      firstIssue(rosterRulesSchema, rosterRulesOf(form.vampire)) ??
      firstIssue(biteRulesSchema, biteRulesOf(form.bites)),
  },
  {
    title: 'Scoring Rules',
    check: (form) => firstIssue(scoringRulesSchema, scoringRulesOf(form.scoring)),
  },
  {
    title: 'Waiver Rules',
    check: (form) =>
      firstIssue(waiverRulesSchema, waiverRulesOf(form.waiver)) ??
      firstIssue(tradeRulesSchema, tradeRulesOf(form.trades)) ??
      firstIssue(playoffRulesSchema, playoffRulesOf(form.playoffs)),
  },
  {
    title: 'Draft',
    check: (form) => firstIssue(draftSettingsWithAuctionBodySchema, draftSettingsOf(form.draft)),
  },
];

/** The first step whose rules the form breaks, or null when the whole wizard is valid. */
export function firstInvalidStep(form: WizardForm): { step: number; issue: StepIssue } | null {
  for (const [step, { check }] of WIZARD_STEPS.entries()) {
    const issue = check(form);
    if (issue) return { step, issue };
  }
  return null;
}
