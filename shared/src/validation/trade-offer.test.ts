import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { firstIssueMessage } from './first-issue';
import { TRADE_PLAYERS_PER_SIDE_MAX } from './limits';
import {
  tradeAcceptBodySchema,
  tradeCounterBodySchema,
  tradeProposalBodySchema,
} from './trade-offer';

const proposal = {
  league_id: 1,
  league_member_id: 2,
  to_league_member_id: 3,
  send_player_ids: [10],
  receive_player_ids: [20],
};

describe('tradeProposalBodySchema', () => {
  it('takes players for players, and a one-sided deal, with empty lists by default', () => {
    expect(tradeProposalBodySchema.parse(proposal)).toEqual({ ...proposal, drop_player_ids: [] });
    const gift = tradeProposalBodySchema.parse({ ...proposal, receive_player_ids: undefined });
    expect(gift.receive_player_ids).toEqual([]);
  });

  it('refuses an offer of nobody, to one’s own team, a player twice, or too many players', () => {
    const message = (body: object) => firstIssueMessage(tradeProposalBodySchema.safeParse(body));
    expect(message({ ...proposal, send_player_ids: [], receive_player_ids: [] })).toBe(
      MESSAGES.tradeEmpty,
    );
    expect(message({ ...proposal, to_league_member_id: 2 })).toBe(MESSAGES.tradeWithOwnTeam);
    expect(message({ ...proposal, drop_player_ids: [10] })).toBe(MESSAGES.tradePlayerTwice);
    const many = Array.from({ length: TRADE_PLAYERS_PER_SIDE_MAX + 1 }, (_, i) => 100 + i);
    expect(message({ ...proposal, send_player_ids: many })).toBe(
      MESSAGES.tradeTooManyPlayers(TRADE_PLAYERS_PER_SIDE_MAX),
    );
  });
});

describe('the counter and accept bodies', () => {
  it('hold a counter to the same rules, and an acceptance to its drops', () => {
    expect(firstIssueMessage(tradeCounterBodySchema.safeParse({}))).toBe(MESSAGES.tradeEmpty);
    expect(tradeAcceptBodySchema.parse({})).toEqual({ drop_player_ids: [] });
    expect(tradeAcceptBodySchema.safeParse({ drop_player_ids: [0] }).success).toBe(false);
  });
});
