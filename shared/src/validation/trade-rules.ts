import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { TRADE_REVIEW_MODES } from '../domain/trade-rules';
import { fieldLabelOf } from '../domain/rule-labels';
import { bodyId } from './bounded-numbers';
import {
  TRADE_DEADLINE_WEEK_BOUNDS,
  TRADE_OFFER_EXPIRY_HOURS_BOUNDS,
  TRADE_REVIEW_HOURS_BOUNDS,
  TRADE_VETO_VOTES_BOUNDS,
  type NumberBounds,
} from './limits';

/** A whole number within its bounds; out of them the answer names the field and the range. */
export const boundedWholeNumber = (field: string, bounds: NumberBounds, invalid: string) => {
  const outOfRange = MESSAGES.numberOutOfRange(fieldLabelOf(field), bounds.min, bounds.max);
  return z
    .number({ error: invalid })
    .int(invalid)
    .min(bounds.min, outOfRange)
    .max(bounds.max, outOfRange);
};

const tradeNumber = (field: string, bounds: NumberBounds) =>
  boundedWholeNumber(field, bounds, MESSAGES.tradeRulesInvalid);

const tradeRulesShape = {
  review_mode: z.enum(TRADE_REVIEW_MODES, { error: MESSAGES.tradeRulesInvalid }),
  review_hours: tradeNumber('review_hours', TRADE_REVIEW_HOURS_BOUNDS),
  veto_votes: tradeNumber('veto_votes', TRADE_VETO_VOTES_BOUNDS),
  offer_expiry_hours: tradeNumber('offer_expiry_hours', TRADE_OFFER_EXPIRY_HOURS_BOUNDS),
  trade_deadline_week: tradeNumber('trade_deadline_week', TRADE_DEADLINE_WEEK_BOUNDS),
};

/** The trade settings (docs/decisions/018-trades.md): the wizard's waiver step sets them. */
export const tradeRulesSchema = z.object(tradeRulesShape);

/** The POST /trade_rules/create body. */
export const tradeRulesBodySchema = z.object({
  league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
  ...tradeRulesShape,
});

export type TradeRulesInput = z.input<typeof tradeRulesSchema>;
export type TradeRulesBody = z.input<typeof tradeRulesBodySchema>;
