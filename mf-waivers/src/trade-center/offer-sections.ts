import type { TradeOffer } from '@fangtasy/shared';

/** A titled group of offers on the trade centre. */
export interface OfferSection {
  key: 'to_answer' | 'to_review' | 'mine' | 'league';
  title: string;
  offers: TradeOffer[];
}

const TITLES: Record<OfferSection['key'], string> = {
  to_answer: 'Offers to answer',
  to_review: 'Trades to review',
  mine: 'Your offers and trades',
  league: 'Trades under review in the league',
};

/**
 * The open offers the member reads, grouped by what they ask of him: first those waiting for his
 * answer, then those waiting for his review (approval or veto), then his own, then the rest of
 * the league's reviews. Empty groups are left out.
 */
export function offerSections(offers: readonly TradeOffer[], memberId: number): OfferSection[] {
  const keyOf = (offer: TradeOffer): OfferSection['key'] => {
    if (offer.actions.accept || offer.actions.decline) return 'to_answer';
    if (offer.actions.approve || offer.actions.veto) return 'to_review';
    if (offer.proposer_member_id === memberId || offer.recipient_member_id === memberId)
      return 'mine';
    return 'league';
  };
  const keys: OfferSection['key'][] = ['to_answer', 'to_review', 'mine', 'league'];
  return keys
    .map((key) => ({
      key,
      title: TITLES[key],
      offers: offers.filter((offer) => keyOf(offer) === key),
    }))
    .filter((section) => section.offers.length > 0);
}
