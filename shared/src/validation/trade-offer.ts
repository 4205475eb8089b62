import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { bodyId } from './bounded-numbers';
import { TRADE_DROPS_PER_SIDE_MAX, TRADE_PLAYERS_PER_SIDE_MAX } from './limits';

const playerIds = (field: string, max: number) =>
  z
    .array(bodyId(field, MESSAGES.invalidPlayerOrMember), { error: MESSAGES.invalidPlayerOrMember })
    .max(max, MESSAGES.tradeTooManyPlayers(max))
    .default([]);

/** The players of one offer: those the caller sends, those asked for, and the caller's drops. */
const tradeSidesShape = {
  send_player_ids: playerIds('send_player_ids', TRADE_PLAYERS_PER_SIDE_MAX),
  receive_player_ids: playerIds('receive_player_ids', TRADE_PLAYERS_PER_SIDE_MAX),
  /** Players of the caller's own roster dropped when the trade executes, to make room. */
  drop_player_ids: playerIds('drop_player_ids', TRADE_DROPS_PER_SIDE_MAX),
};

type TradeSides = z.output<z.ZodObject<typeof tradeSidesShape>>;

/** A trade names a player at least, and each player once (a one-sided deal leaves a side empty). */
function checkSides(sides: TradeSides, ctx: z.RefinementCtx): void {
  if (sides.send_player_ids.length + sides.receive_player_ids.length === 0)
    ctx.addIssue({ code: 'custom', message: MESSAGES.tradeEmpty, path: ['send_player_ids'] });
  const named = [...sides.send_player_ids, ...sides.receive_player_ids, ...sides.drop_player_ids];
  if (new Set(named).size !== named.length)
    ctx.addIssue({ code: 'custom', message: MESSAGES.tradePlayerTwice, path: ['drop_player_ids'] });
}

/** The POST /trades/propose body: an offer from the caller's team to another team of the league. */
export const tradeProposalBodySchema = z
  .object({
    league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
    league_member_id: bodyId('league_member_id', MESSAGES.missingRequiredInformation),
    to_league_member_id: bodyId('to_league_member_id', MESSAGES.missingRequiredInformation),
    ...tradeSidesShape,
  })
  .superRefine((body, ctx) => {
    if (body.league_member_id === body.to_league_member_id)
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.tradeWithOwnTeam,
        path: ['to_league_member_id'],
      });
    checkSides(body, ctx);
  });

/** The POST /trades/counter/{id} body: the answer's own offer, from the recipient back to the proposer. */
export const tradeCounterBodySchema = z.object(tradeSidesShape).superRefine(checkSides);

/** The POST /trades/accept/{id} body: the recipient's drops, when the trade would overfill his roster. */
export const tradeAcceptBodySchema = z.object({
  drop_player_ids: playerIds('drop_player_ids', TRADE_DROPS_PER_SIDE_MAX),
});

export type TradeProposalBody = z.input<typeof tradeProposalBodySchema>;
export type TradeCounterBody = z.input<typeof tradeCounterBodySchema>;
export type TradeAcceptBody = z.input<typeof tradeAcceptBodySchema>;
