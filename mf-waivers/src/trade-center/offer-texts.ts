import {
  formatEasternDateTime,
  type TradeOffer,
  type TradeRules,
  type TradeStatus,
} from '@fangtasy/shared';

/** Where an offer stands, in a word or two (the card's status chip). */
export const TRADE_STATUS_WORDS: Record<TradeStatus, string> = {
  pending: 'Waiting for an answer',
  in_review: 'In review',
  executed: 'Completed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  countered: 'Countered',
  expired: 'Expired',
  vetoed: 'Vetoed',
  failed: 'Failed',
};

/** A team's name as the trade centre shows it. */
export const teamText = (name: string | null) => name?.trim() || 'Unknown';

/**
 * The line under an offer: until when it may be answered, how its review stands (the vetoes of
 * a league vote counted), or how and why it ended.
 */
export function offerStatusLine(offer: TradeOffer): string {
  const when = (instant: string | null) => (instant ? formatEasternDateTime(instant) : '');
  switch (offer.status) {
    case 'pending':
      return `Answer by ${when(offer.expires_at)}.`;
    case 'in_review':
      if (offer.review_mode === 'league_vote')
        return `League vote until ${when(offer.review_ends_at)}: ${offer.veto_votes} of ${offer.veto_votes_needed ?? 0} vetoes. It completes then unless vetoed.`;
      return `Waiting for the commissioner until ${when(offer.review_ends_at)}. It completes then unless vetoed.`;
    case 'executed':
      return `Completed ${when(offer.decided_at)}.`;
    default:
      return [offer.reason, when(offer.decided_at)].filter(Boolean).join(' ');
  }
}

/** What an acceptance leads to under the league's review setting. */
export function afterAcceptanceText(rules: TradeRules | null): string {
  if (!rules) return 'The trade completes at once or goes to the league’s review.';
  if (rules.review_mode === 'none') return 'The trade completes at once.';
  if (rules.review_mode === 'commissioner')
    return `The commissioner reviews it: it completes when approved, or after ${rules.review_hours} hours unless vetoed.`;
  return `It goes to a league vote: ${rules.veto_votes} vetoes within ${rules.review_hours} hours stop it, else it completes.`;
}

/** The league's trade settings in one line above the offers. */
export function tradeRulesLine(rules: TradeRules): string {
  const review =
    rules.review_mode === 'none'
      ? 'Trades complete when accepted'
      : rules.review_mode === 'commissioner'
        ? `The commissioner reviews trades (${rules.review_hours} h)`
        : `League vote: ${rules.veto_votes} vetoes within ${rules.review_hours} h stop a trade`;
  return `${review} · Offers expire after ${rules.offer_expiry_hours} h · Trade deadline: week ${rules.trade_deadline_week}`;
}
