import { MESSAGES, type TradeOffer } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeReviewedTrades, expireTradeOffers } from '../src/services/trades/trade-jobs';
import {
  WEEK_10,
  addGame,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
  type Team,
} from './support/roster-fixtures';
import { logRows, propose, rosterIds, setTradeRules } from './support/trade-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.thursday));

const HOUR = 3_600_000;

/** Four teams of a league that trades without review, each with two bench players. */
async function tradingLeague(
  rules: Parameters<typeof setTradeRules>[2] = {},
  options: Parameters<typeof createRosterLeague>[1] = {},
) {
  const league = await createRosterLeague(t, { teams: 4, ...options });
  await setTradeRules(t, league, { review_mode: 'none', trade_deadline_week: 10, ...rules });
  const team = uniqueTeam();
  const players = new Map<Team, number[]>();
  for (const member of league.teams) {
    const ids: number[] = [];
    for (const position of ['RB', 'WR'] as const) {
      const id = await createPlayer(t, { position, team });
      await rosterPlayer(t, league, member, id, 'BENCH');
      ids.push(id);
    }
    players.set(member, ids);
  }
  const [commish, alice, bob, carol] = league.teams as [Team, Team, Team, Team];
  return { league, commish, alice, bob, carol, team, players: (m: Team) => players.get(m)! };
}

const offerOf = (res: { json(): unknown }) => res.json() as TradeOffer;

describe('an offer and its answer', () => {
  it('swaps the players when the recipient accepts, and logs each player received for the whole league', async () => {
    const { league, alice, bob, carol, players } = await tradingLeague();
    const [aliceRb, aliceWr] = players(alice) as [number, number];
    const [bobRb] = players(bob) as [number];
    const offered = await propose(t, league, alice, bob, { send: [aliceRb], receive: [bobRb] });
    expect(offered.statusCode, offered.body).toBe(200);
    const offer = offerOf(offered);
    expect(offer).toMatchObject({ status: 'pending', proposer_member_id: alice.memberId });
    expect(offer.actions).toMatchObject({ withdraw: true, accept: false });
    expect(new Date(offer.expires_at).getTime() - WEEK_10.thursday.getTime()).toBe(48 * HOUR);

    const accepted = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(offerOf(accepted)).toMatchObject({ status: 'executed', review_mode: 'none' });
    expect(await rosterIds(t, alice)).toEqual([aliceWr, bobRb].sort((a, b) => a - b));
    expect(await rosterIds(t, bob)).toEqual([aliceRb, players(bob)[1]!].sort((a, b) => a - b));

    const log = await call(t, carol, 'GET', `/transactions/getByLeagueId/${league.leagueId}`);
    const trades = (
      log.json() as {
        kind: string;
        player_id: number;
        league_member_id: number;
        other_member_id: number;
        trade_offer_id: number;
      }[]
    ).filter((row) => row.kind === 'trade');
    expect(trades).toHaveLength(2);
    expect(trades).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          player_id: aliceRb,
          league_member_id: bob.memberId,
          other_member_id: alice.memberId,
          trade_offer_id: offer.id,
        }),
        expect.objectContaining({
          player_id: bobRb,
          league_member_id: alice.memberId,
          other_member_id: bob.memberId,
          trade_offer_id: offer.id,
        }),
      ]),
    );
    // Executed trades are the whole league's to read; the offer itself too.
    const seen = await call(t, carol, 'GET', `/trades/getTradeById/${offer.id}`);
    expect(offerOf(seen).status).toBe('executed');
  });

  it('takes a one-sided deal: players for nothing', async () => {
    const { league, alice, bob, players } = await tradingLeague();
    const [gift] = players(alice) as [number];
    const offer = offerOf(await propose(t, league, alice, bob, { send: [gift] }));
    const accepted = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(offerOf(accepted).status).toBe('executed');
    expect(await rosterIds(t, bob)).toContain(gift);
    expect(await rosterIds(t, alice)).not.toContain(gift);
  });

  it('shows a pending offer to its two teams only, and counts it on the recipient’s badge', async () => {
    const { league, alice, bob, carol, commish, players } = await tradingLeague();
    const offer = offerOf(await propose(t, league, alice, bob, { send: [players(alice)[0]!] }));
    for (const [member, sees] of [
      [alice, true],
      [bob, true],
      [carol, false],
      [commish, false],
    ] as const) {
      const list = await call(t, member, 'GET', `/trades/getTradesByLeagueId/${league.leagueId}`);
      expect((list.json() as TradeOffer[]).some((o) => o.id === offer.id)).toBe(sees);
      const one = await call(t, member, 'GET', `/trades/getTradeById/${offer.id}`);
      expect(one.statusCode).toBe(sees ? 200 : 404);
    }
    const badge = await call(t, bob, 'GET', `/trades/getPendingCount/${league.leagueId}`);
    expect(badge.json()).toEqual({
      count: 1,
      offers_to_answer: 1,
      trades_to_review: 0,
      bite_rights: 0,
    });
    const mine = await call(t, alice, 'GET', `/trades/getPendingCount/${league.leagueId}`);
    expect(mine.json()).toMatchObject({ count: 0 });
  });

  it('lets the recipient decline and the proposer withdraw, each only their own part', async () => {
    const { league, alice, bob, players } = await tradingLeague();
    const first = offerOf(await propose(t, league, alice, bob, { send: [players(alice)[0]!] }));
    expect((await call(t, alice, 'POST', `/trades/decline/${first.id}`)).statusCode).toBe(403);
    const declined = await call(t, bob, 'POST', `/trades/decline/${first.id}`);
    expect(offerOf(declined).status).toBe('declined');
    const again = await call(t, bob, 'POST', `/trades/accept/${first.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.tradeNotPending);

    const second = offerOf(await propose(t, league, alice, bob, { send: [players(alice)[0]!] }));
    expect((await call(t, bob, 'POST', `/trades/withdraw/${second.id}`)).statusCode).toBe(403);
    expect(offerOf(await call(t, alice, 'POST', `/trades/withdraw/${second.id}`)).status).toBe(
      'withdrawn',
    );
    expect(await rosterIds(t, alice)).toEqual([...players(alice)].sort((a, b) => a - b));
  });

  it('answers an offer with a counter-offer, which closes the first', async () => {
    const { league, alice, bob, players } = await tradingLeague();
    const [aliceRb, aliceWr] = players(alice) as [number, number];
    const [bobRb] = players(bob) as [number];
    const first = offerOf(
      await propose(t, league, alice, bob, { send: [aliceRb], receive: [bobRb] }),
    );
    const countered = await call(t, bob, 'POST', `/trades/counter/${first.id}`, {
      send_player_ids: [bobRb],
      receive_player_ids: [aliceRb, aliceWr],
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const counter = offerOf(countered);
    expect(counter).toMatchObject({
      status: 'pending',
      proposer_member_id: bob.memberId,
      recipient_member_id: alice.memberId,
      counter_of: first.id,
    });
    const closed = offerOf(await call(t, alice, 'GET', `/trades/getTradeById/${first.id}`));
    expect(closed).toMatchObject({ status: 'countered', countered_by: counter.id });
    const accepted = await call(t, alice, 'POST', `/trades/accept/${counter.id}`, {});
    expect(offerOf(accepted).status).toBe('executed');
    expect(await rosterIds(t, alice)).toEqual([bobRb]);
  });

  it('refuses an offer of players the teams do not have, to one’s own team, or of nobody', async () => {
    const { league, alice, bob, carol, players } = await tradingLeague();
    const notHers = await propose(t, league, alice, bob, { send: [players(carol)[0]!] });
    expect(notHers.statusCode).toBe(400);
    expect(notHers.json().message).toMatch(/is not on .*'s roster\./);
    const notHis = await propose(t, league, alice, bob, { receive: [players(carol)[0]!] });
    expect(notHis.statusCode).toBe(400);
    const self = await propose(t, league, alice, alice, { send: [players(alice)[0]!] });
    expect(self.json().message).toBe(MESSAGES.tradeWithOwnTeam);
    const empty = await propose(t, league, alice, bob, {});
    expect(empty.json().message).toBe(MESSAGES.tradeEmpty);
    const twice = await propose(t, league, alice, bob, {
      send: [players(alice)[0]!],
      drop: [players(alice)[0]!],
    });
    expect(twice.json().message).toBe(MESSAGES.tradePlayerTwice);
  });
});

describe('the rules a trade is held to when it executes', () => {
  it('refuses a trade whose player has left the roster since the offer, with its reason', async () => {
    const { league, alice, bob, players } = await tradingLeague();
    const [aliceRb] = players(alice) as [number];
    const offer = offerOf(
      await propose(t, league, alice, bob, { send: [aliceRb], receive: [players(bob)[0]!] }),
    );
    const row = await t.db
      .selectFrom('rostered_players')
      .select('id')
      .where('player_id', '=', aliceRb)
      .where('league_id', '=', league.leagueId)
      .executeTakeFirstOrThrow();
    expect(
      (await call(t, alice, 'POST', '/rostered_players/drop', { rostered_player_id: row.id }))
        .statusCode,
    ).toBe(200);
    const accepted = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toMatch(
      /is no longer on .*'s roster: the trade has changed since it was offered\./,
    );
    const failed = offerOf(await call(t, bob, 'GET', `/trades/getTradeById/${offer.id}`));
    expect(failed).toMatchObject({ status: 'failed', reason: accepted.json().message });
    expect(await rosterIds(t, bob)).toEqual([...players(bob)].sort((a, b) => a - b));
  });

  it('needs the recipient to name a drop when the trade would overfill his roster, then drops him onto waivers', async () => {
    const { league, alice, bob, players } = await tradingLeague(
      {},
      { regular: { max_roster_size: 2 } },
    );
    const [aliceRb] = players(alice) as [number];
    const offer = offerOf(await propose(t, league, alice, bob, { send: [aliceRb] }));
    const refused = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /roster would be over its limits after this trade: choose players to drop\./,
    );
    const [bobRb, bobWr] = players(bob) as [number, number];
    const accepted = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {
      drop_player_ids: [bobWr],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await rosterIds(t, bob)).toEqual([aliceRb, bobRb].sort((a, b) => a - b));
    const dropped = await t.db
      .selectFrom('rostered_players')
      .select(['is_rostered', 'waivers_until'])
      .where('player_id', '=', bobWr)
      .executeTakeFirstOrThrow();
    expect(dropped.is_rostered).toBe(0);
    expect(dropped.waivers_until?.getTime()).toBe(WEEK_10.thursday.getTime() + 2 * 24 * HOUR);
    expect((await logRows(t, league, ['drop'])).map((row) => row.player_id)).toEqual([bobWr]);
  });

  it('refuses an offer that would overfill the proposer’s own roster unless he names drops', async () => {
    const { league, alice, bob, players } = await tradingLeague(
      {},
      { regular: { max_roster_size: 2 } },
    );
    const refused = await propose(t, league, alice, bob, { receive: [players(bob)[0]!] });
    expect(refused.statusCode).toBe(400);
    const withDrop = await propose(t, league, alice, bob, {
      receive: [players(bob)[0]!],
      drop: [players(alice)[1]!],
    });
    expect(withDrop.statusCode, withDrop.body).toBe(200);
  });

  it('holds a team to its own slots where max_roster_size would allow one more: no extra bench player without a drop', async () => {
    // Two bench slots and nothing else, both filled; max_roster_size alone would take a third.
    const benchOnly = {
      quarterback_count: 0,
      running_back_count: 0,
      wide_receiver_count: 0,
      tight_end_count: 0,
      wide_receiver_tight_end_count: 0,
      flex_count: 0,
      bench_count: 2,
      max_roster_size: 3,
    };
    const { league, alice, bob, players } = await tradingLeague({}, { regular: benchOnly });
    const [aliceRb] = players(alice) as [number];
    const offer = offerOf(await propose(t, league, alice, bob, { send: [aliceRb] }));
    const refused = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/choose players to drop\./);
    expect(await rosterIds(t, bob)).not.toContain(aliceRb);
    const oneSided = await propose(t, league, alice, bob, { receive: [players(bob)[0]!] });
    expect(oneSided.statusCode).toBe(400);

    const [, bobWr] = players(bob) as [number, number];
    const accepted = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {
      drop_player_ids: [bobWr],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await rosterIds(t, bob)).toHaveLength(2);
  });

  it('holds each team to its own rule set: a vampire’s position maximum', async () => {
    const { league, alice, carol, players } = await tradingLeague(
      {},
      { vampires: 1, vampire: { max_rb_count: 1 } },
    );
    // carol is the league's vampire, with one RB already: a second RB is one too many for her.
    const offer = offerOf(await propose(t, league, alice, carol, { send: [players(alice)[0]!] }));
    const refused = await call(t, carol, 'POST', `/trades/accept/${offer.id}`, {});
    expect(refused.statusCode).toBe(400);
    const regular = offerOf(await propose(t, league, alice, carol, { send: [players(alice)[1]!] }));
    expect(offerOf(await call(t, carol, 'POST', `/trades/accept/${regular.id}`, {})).status).toBe(
      'executed',
    );
  });

  it('never moves a locked player: refused while his game is on, the offer left pending', async () => {
    const { league, alice, bob, team, players } = await tradingLeague({ offer_expiry_hours: 168 });
    await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
    const offer = offerOf(await propose(t, league, alice, bob, { send: [players(alice)[0]!] }));
    t.clock.set(WEEK_10.sundayAfternoon);
    const locked = await propose(t, league, bob, alice, { send: [players(bob)[0]!] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(MESSAGES.playerLocked);
    const refused = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.playerLocked);
    expect(offerOf(await call(t, bob, 'GET', `/trades/getTradeById/${offer.id}`)).status).toBe(
      'pending',
    );
  });

  it('closes trading after the deadline week', async () => {
    const { league, alice, bob, players } = await tradingLeague({ trade_deadline_week: 9 });
    const res = await propose(t, league, alice, bob, { send: [players(alice)[0]!] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.tradeDeadlinePassed);
  });

  it('expires an offer nobody answered: refused at once, closed by the scheduler', async () => {
    const { league, alice, bob, players } = await tradingLeague({ offer_expiry_hours: 1 });
    const offer = offerOf(await propose(t, league, alice, bob, { send: [players(alice)[0]!] }));
    t.clock.set(new Date(WEEK_10.thursday.getTime() + HOUR));
    const late = await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.tradeExpired);
    const read = offerOf(await call(t, bob, 'GET', `/trades/getTradeById/${offer.id}`));
    expect(read).toMatchObject({ status: 'expired', actions: { accept: false, decline: false } });
    expect(await expireTradeOffers(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const stored = await t.db
      .selectFrom('trade_offers')
      .select(['status', 'decided_at'])
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'expired', decided_at: new Date(offer.expires_at) });
  });
});

describe('a review before a trade executes', () => {
  async function acceptedInto(review: 'league_vote' | 'commissioner', vetoVotes = 2) {
    const setup = await tradingLeague({
      review_mode: review,
      review_hours: 24,
      veto_votes: vetoVotes,
    });
    const { league, alice, bob, players } = setup;
    const offer = offerOf(
      await propose(t, league, alice, bob, {
        send: [players(alice)[0]!],
        receive: [players(bob)[0]!],
      }),
    );
    const accepted = offerOf(await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {}));
    return { ...setup, offer: accepted };
  }

  it('puts an accepted trade to a league vote, which the other members see and veto', async () => {
    const { league, alice, bob, carol, commish, offer } = await acceptedInto('league_vote', 2);
    expect(offer).toMatchObject({
      status: 'in_review',
      review_mode: 'league_vote',
      veto_votes_needed: 2,
    });
    expect(new Date(offer.review_ends_at!).getTime() - WEEK_10.thursday.getTime()).toBe(24 * HOUR);
    const seen = offerOf(await call(t, carol, 'GET', `/trades/getTradeById/${offer.id}`));
    expect(seen.actions).toMatchObject({ veto: true, approve: false });
    expect(
      (await call(t, carol, 'GET', `/trades/getPendingCount/${league.leagueId}`)).json(),
    ).toMatchObject({ trades_to_review: 1 });
    const own = await call(t, alice, 'POST', `/trades/veto/${offer.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MESSAGES.tradeNoOwnReview);
    const first = offerOf(await call(t, carol, 'POST', `/trades/veto/${offer.id}`));
    expect(first).toMatchObject({ status: 'in_review', veto_votes: 1 });
    const twice = await call(t, carol, 'POST', `/trades/veto/${offer.id}`);
    expect(twice.json().message).toBe(MESSAGES.tradeAlreadyVetoed);
    const second = offerOf(await call(t, commish, 'POST', `/trades/veto/${offer.id}`));
    expect(second).toMatchObject({
      status: 'vetoed',
      veto_votes: 2,
      reason: MESSAGES.tradeVetoedByLeague,
    });
    expect(await rosterIds(t, bob)).not.toContain(
      offer.players.find((p) => p.league_member_id === alice.memberId)!.player_id,
    );
  });

  it('executes a trade the vote did not stop when its review ends, once', async () => {
    const { alice, bob, carol, offer } = await acceptedInto('league_vote', 2);
    await call(t, carol, 'POST', `/trades/veto/${offer.id}`);
    expect(await executeReviewedTrades(t.db, t.clock.now())).toEqual({ executed: 0, failed: 0 });
    t.clock.set(new Date(offer.review_ends_at!));
    const settled = await executeReviewedTrades(t.db, t.clock.now());
    expect(settled.executed).toBeGreaterThanOrEqual(1);
    expect(offerOf(await call(t, bob, 'GET', `/trades/getTradeById/${offer.id}`)).status).toBe(
      'executed',
    );
    const sent = offer.players.find((p) => p.league_member_id === alice.memberId)!.player_id;
    expect(await rosterIds(t, bob)).toContain(sent);
    const again = await executeReviewedTrades(t.db, t.clock.now());
    expect(again).toEqual({ executed: 0, failed: 0 });
  });

  it('lets the commissioner approve or veto, and hides the review from other members', async () => {
    const first = await acceptedInto('commissioner');
    const hidden = await call(t, first.carol, 'GET', `/trades/getTradeById/${first.offer.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call(t, first.carol, 'POST', `/trades/approve/${first.offer.id}`)).statusCode,
    ).toBe(404);
    const approved = await call(t, first.commish, 'POST', `/trades/approve/${first.offer.id}`);
    expect(offerOf(approved).status).toBe('executed');

    const second = await acceptedInto('commissioner');
    const vetoed = await call(t, second.commish, 'POST', `/trades/veto/${second.offer.id}`);
    expect(offerOf(vetoed)).toMatchObject({
      status: 'vetoed',
      reason: MESSAGES.tradeVetoedByCommissioner,
    });
  });

  it('waits out a player’s lock at the review’s end, and executes once the week is over', async () => {
    const { league, alice, bob, team, players } = await tradingLeague({
      review_mode: 'league_vote',
      review_hours: 1,
    });
    await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
    const offer = offerOf(await propose(t, league, alice, bob, { send: [players(alice)[0]!] }));
    await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    t.clock.set(WEEK_10.sundayAfternoon);
    expect(await executeReviewedTrades(t.db, t.clock.now())).toEqual({ executed: 0, failed: 0 });
    t.clock.set(WEEK_10.end);
    expect((await executeReviewedTrades(t.db, t.clock.now())).executed).toBeGreaterThanOrEqual(1);
    expect(await rosterIds(t, bob)).toContain(players(alice)[0]);
  });

  it('fails a reviewed trade whose player left the roster during the review, with the reason', async () => {
    const { league, alice, bob, offer } = await acceptedInto('league_vote', 3);
    const sent = offer.players.find((p) => p.league_member_id === bob.memberId)!.player_id;
    const row = await t.db
      .selectFrom('rostered_players')
      .select('id')
      .where('league_id', '=', league.leagueId)
      .where('player_id', '=', sent)
      .executeTakeFirstOrThrow();
    await call(t, bob, 'POST', '/rostered_players/drop', { rostered_player_id: row.id });
    t.clock.set(new Date(offer.review_ends_at!));
    expect((await executeReviewedTrades(t.db, t.clock.now())).failed).toBeGreaterThanOrEqual(1);
    const failed = offerOf(await call(t, alice, 'GET', `/trades/getTradeById/${offer.id}`));
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/is no longer on .*'s roster/);
  });
});
