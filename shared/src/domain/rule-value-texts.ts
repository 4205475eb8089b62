import type { BiteDeadlineKind, BiteSwapRule } from './bite-rules';
import type { BiteRules, PlayoffRules, TradeRules } from './entities';
import { lastPlayoffWeek } from './playoff-rules';
import { TRADE_REVIEW_MODE_LABELS } from './trade-rules';

/** The bite swap rules in the words the settings show. */
export const BITE_SWAP_RULE_LABELS: Record<BiteSwapRule, string> = {
  same_position: 'Same position: the vampire sends back one of its starters',
  none: 'None: the vampire sends nobody back',
};

/** The bite deadlines in the words the settings show. */
export const BITE_DEADLINE_KIND_LABELS: Record<BiteDeadlineKind, string> = {
  day_and_hour: 'A day and hour after the week',
  waiver_run: 'The next waiver run',
};

/** An hour of the day, US Eastern: 0 → '12 AM ET', 18 → '6 PM ET'. */
export function easternHourText(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'} ET`;
}

const yesNo = (flag: number) => (flag ? 'Yes' : 'No');

type BiteRuleValues = Omit<BiteRules, 'id' | 'league_id'>;
type TradeRuleValues = Omit<TradeRules, 'id' | 'league_id'>;

/**
 * A bite setting as the Roster Rules page and the wizard's summary read it; the day and hour read
 * 'Not used' under a waiver-run deadline, which names neither.
 */
export function biteRuleValueText(field: string, rules: BiteRuleValues): string {
  const byRun = rules.deadline_kind === 'waiver_run';
  switch (field) {
    case 'bites_enabled':
      return rules.bites_enabled ? 'On' : 'Off';
    case 'swap_rule':
      return BITE_SWAP_RULE_LABELS[rules.swap_rule];
    case 'deadline_kind':
      return BITE_DEADLINE_KIND_LABELS[rules.deadline_kind];
    case 'deadline_day':
      return byRun ? 'Not used' : rules.deadline_day;
    case 'deadline_hour':
      return byRun ? 'Not used' : easternHourText(rules.deadline_hour);
    case 'full_lineup_required':
    case 'bites_in_playoffs':
    case 'declare_before_kickoff':
    case 'garlic':
      return yesNo(rules[field]);
    default:
      return '';
  }
}

/** A trade setting as the Waiver Rules page reads it; votes only count under a league vote. */
export function tradeRuleValueText(field: string, rules: TradeRuleValues): string {
  switch (field) {
    case 'review_mode':
      return TRADE_REVIEW_MODE_LABELS[rules.review_mode];
    case 'review_hours':
      return rules.review_mode === 'none' ? 'Not used' : String(rules.review_hours);
    case 'veto_votes':
      return rules.review_mode === 'league_vote' ? String(rules.veto_votes) : 'Not used';
    case 'offer_expiry_hours':
      return String(rules.offer_expiry_hours);
    case 'trade_deadline_week':
      return `Week ${rules.trade_deadline_week}`;
    default:
      return '';
  }
}

/** The seeding tie-breakers in the words the settings show: what comes right after record. */
export const SEEDING_TIEBREAKER_LABELS: Record<PlayoffRules['seeding_tiebreaker'], string> = {
  points_for: 'Points for, then head-to-head',
  head_to_head: 'Head-to-head, then points for',
};

/** A playoff setting as the Waiver Rules page reads it; the first week names the weeks it makes. */
export function playoffRuleValueText(field: string, rules: PlayoffRules): string {
  switch (field) {
    case 'playoff_teams':
      return rules.playoff_teams === 6
        ? '6 (seeds 1 and 2 on a bye in the first round)'
        : String(rules.playoff_teams);
    case 'weeks_per_round':
      return rules.weeks_per_round === 2 ? '2 (both weeks added)' : '1';
    case 'first_playoff_week':
      return `Week ${rules.first_playoff_week} (playoffs in weeks ${rules.first_playoff_week}–${lastPlayoffWeek(rules)})`;
    case 'seeding_tiebreaker':
      return SEEDING_TIEBREAKER_LABELS[rules.seeding_tiebreaker];
    case 'consolation_bracket':
      return rules.consolation_bracket ? 'Yes: the next four teams play one' : 'No';
    default:
      return '';
  }
}
