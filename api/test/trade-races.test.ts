import { MESSAGES, type TradeOffer } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeReviewedTrades } from '../src/services/trades/trade-jobs';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import {
  WEEK_10,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { logRows, propose, rosterIds, setTradeRules } from './support/trade-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Trades racing each other and the waiver engine (docs/decisions/018-trades.md): on PostgreSQL
// (TEST_DATABASE_URL) the requests run side by side and wait on each other's row locks; on
// PGlite they queue transaction by transaction. Either way each offer executes once and every
// roster keeps its rules.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());

const MAX_ROSTER = 3;

/** Four teams of a no-review league, rosters of three at most, two bench players each. */
async function raceLeague(review: 'none' | 'league_vote' = 'none') {
  t.clock.set(WEEK_10.tuesday);
  const league = await createRosterLeague(t, {
    teams: 4,
    regular: { max_roster_size: MAX_ROSTER },
  });
  await setTradeRules(t, league, {
    review_mode: review,
    review_hours: 1,
    trade_deadline_week: 10,
  });
  const players = new Map<number, number[]>();
  for (const team of league.teams) {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const id = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
      await rosterPlayer(t, league, team, id);
      ids.push(id);
    }
    players.set(team.memberId, ids);
  }
  const [, alice, bob, carol] = league.teams as [Team, Team, Team, Team];
  return { league, alice, bob, carol, of: (team: Team) => players.get(team.memberId)! };
}

/** Every league invariant a race could break: a player rostered once, a roster within its size. */
async function expectRostersHold(league: RosterLeague) {
  const rostered = await t.db
    .selectFrom('rostered_players')
    .select(['player_id', 'league_member_id'])
    .where('league_id', '=', league.leagueId)
    .where('is_rostered', '=', 1)
    .execute();
  expect(new Set(rostered.map((row) => row.player_id)).size).toBe(rostered.length);
  for (const team of league.teams)
    expect(
      rostered.filter((row) => row.league_member_id === team.memberId).length,
    ).toBeLessThanOrEqual(MAX_ROSTER);
}

describe('trades racing each other', () => {
  it('executes an offer once when its recipient accepts it six times at once', async () => {
    const { league, alice, bob, of } = await raceLeague();
    const offer = (
      await propose(t, league, alice, bob, { send: [of(alice)[0]!], receive: [of(bob)[0]!] })
    ).json() as TradeOffer;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, bob, 'POST', `/trades/accept/${offer.id}`, {})),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.statusCode === 409))
      expect(refused.json().message).toBe(MESSAGES.tradeNotPending);
    const logged = await logRows(t, league, ['trade']);
    expect(logged.map((row) => row.player_id).sort()).toEqual([of(alice)[0]!, of(bob)[0]!].sort());
    expect(await rosterIds(t, bob)).toContain(of(alice)[0]);
    await expectRostersHold(league);
  });

  it('settles an accept racing a withdrawal: one of them, never both', async () => {
    const { league, alice, bob, of } = await raceLeague();
    const offer = (
      await propose(t, league, alice, bob, { send: [of(alice)[0]!] })
    ).json() as TradeOffer;
    const [accepted, withdrawn] = await Promise.all([
      call(t, bob, 'POST', `/trades/accept/${offer.id}`, {}),
      call(t, alice, 'POST', `/trades/withdraw/${offer.id}`),
    ]);
    expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
    const stored = await t.db
      .selectFrom('trade_offers')
      .select('status')
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    const moved = (await rosterIds(t, bob)).includes(of(alice)[0]!);
    expect(stored.status).toBe(moved ? 'executed' : 'withdrawn');
  });

  it('moves a player once when two offers of him are accepted at once: the other fails with its reason', async () => {
    const { league, alice, bob, carol, of } = await raceLeague();
    const star = of(alice)[0]!;
    const toBob = (await propose(t, league, alice, bob, { send: [star] })).json() as TradeOffer;
    const toCarol = (await propose(t, league, alice, carol, { send: [star] })).json() as TradeOffer;
    const [bobAnswer, carolAnswer] = await Promise.all([
      call(t, bob, 'POST', `/trades/accept/${toBob.id}`, {}),
      call(t, carol, 'POST', `/trades/accept/${toCarol.id}`, {}),
    ]);
    expect([bobAnswer.statusCode, carolAnswer.statusCode].sort()).toEqual([200, 409]);
    const loser = bobAnswer.statusCode === 409 ? bobAnswer : carolAnswer;
    expect(loser.json().message).toMatch(/is no longer on .*'s roster: the trade has changed/);
    expect(await logRows(t, league, ['trade'])).toHaveLength(1);
    await expectRostersHold(league);
  });

  it('executes a reviewed trade once when two schedulers reach its review’s end together', async () => {
    const { league, alice, bob, of } = await raceLeague('league_vote');
    const offer = (
      await propose(t, league, alice, bob, { send: [of(alice)[0]!] })
    ).json() as TradeOffer;
    await call(t, bob, 'POST', `/trades/accept/${offer.id}`, {});
    t.clock.set(new Date(WEEK_10.tuesday.getTime() + 3_600_000));
    const outcomes = await Promise.all([
      executeReviewedTrades(t.db, t.clock.now()),
      executeReviewedTrades(t.db, t.clock.now()),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.executed, 0)).toBeGreaterThanOrEqual(1);
    expect(await logRows(t, league, ['trade'])).toHaveLength(1);
  });

  it('keeps a roster within its size when a trade and the member’s own add race for its last spot', async () => {
    const { league, alice, bob, of } = await raceLeague();
    t.clock.set(WEEK_10.thursday);
    // bob has room for one more: the trade's player or the free agent, not both.
    const offer = (
      await propose(t, league, alice, bob, { send: [of(alice)[0]!] })
    ).json() as TradeOffer;
    const freeAgent = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    const [accepted, added] = await Promise.all([
      call(t, bob, 'POST', `/trades/accept/${offer.id}`, {}),
      call(t, bob, 'POST', '/rostered_players/addFromWaivers', {
        league_member_id: bob.memberId,
        player_id: freeAgent,
      }),
    ]);
    expect([accepted.statusCode, added.statusCode].sort()).toEqual([200, 400]);
    expect(await rosterIds(t, bob)).toHaveLength(MAX_ROSTER);
    await expectRostersHold(league);
  });
});

describe('a trade racing a waiver award', () => {
  /** bob bids for a free agent, dropping the player alice asks for in a trade. */
  async function claimAndOffer() {
    const race = await raceLeague();
    const { league, alice, bob, of } = race;
    const wanted = of(bob)[0]!;
    const dropRow = await t.db
      .selectFrom('rostered_players')
      .select('id')
      .where('league_id', '=', league.leagueId)
      .where('player_id', '=', wanted)
      .executeTakeFirstOrThrow();
    const freeAgent = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    const claim = await call(t, bob, 'POST', '/waiver_claims/create', {
      league_id: league.leagueId,
      league_member_id: bob.memberId,
      player_id: freeAgent,
      faab_claim_amount: 5,
      rostered_player_to_drop: dropRow.id,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const offer = (
      await propose(t, league, alice, bob, { receive: [wanted] })
    ).json() as TradeOffer;
    return { ...race, wanted, freeAgent, claimId: claim.json().id as number, offerId: offer.id };
  }

  it('fails the trade with its reason when the award dropped the player first', async () => {
    const { bob, offerId } = await claimAndOffer();
    t.clock.set(new Date(WEEK_10.wednesday.getTime() + 60_000));
    await runDueWaivers(t.db, t.clock.now());
    const accepted = await call(t, bob, 'POST', `/trades/accept/${offerId}`, {});
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toMatch(/is no longer on .*'s roster/);
  });

  it('fails the claim when the trade moved its drop player first', async () => {
    const { bob, offerId, claimId } = await claimAndOffer();
    t.clock.set(new Date(WEEK_10.wednesday.getTime() + 60_000));
    expect((await call(t, bob, 'POST', `/trades/accept/${offerId}`, {})).statusCode).toBe(200);
    await runDueWaivers(t.db, t.clock.now());
    const claim = await t.db
      .selectFrom('waiver_claims')
      .select(['status', 'result_reason'])
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(claim.status).not.toBe('won');
    expect(claim.result_reason).toBe(MESSAGES.claimDropPlayerGone);
  });

  it('moves the player a claim would drop, or the award drops him and the trade fails — never both', async () => {
    const leagues = [];
    for (let i = 0; i < 3; i++) leagues.push(await claimAndOffer());
    t.clock.set(new Date(WEEK_10.wednesday.getTime() + 60_000));
    await Promise.all([
      runDueWaivers(t.db, t.clock.now()),
      ...leagues.map(({ bob, offerId }) => call(t, bob, 'POST', `/trades/accept/${offerId}`, {})),
    ]);
    for (const { league, alice, bob, wanted, freeAgent, claimId, offerId } of leagues) {
      const claim = await t.db
        .selectFrom('waiver_claims')
        .select(['status', 'result_reason'])
        .where('id', '=', claimId)
        .executeTakeFirstOrThrow();
      const offer = await t.db
        .selectFrom('trade_offers')
        .select(['status', 'reason'])
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      if (offer.status === 'executed') {
        expect(await rosterIds(t, alice)).toContain(wanted);
        expect(claim.status).not.toBe('won');
        expect(claim.result_reason).toBe(MESSAGES.claimDropPlayerGone);
        expect(await rosterIds(t, bob)).not.toContain(freeAgent);
      } else {
        expect(offer.status).toBe('failed');
        expect(offer.reason).toMatch(/is no longer on .*'s roster/);
        expect(claim.status).toBe('won');
        expect(await rosterIds(t, bob)).toContain(freeAgent);
        expect(await rosterIds(t, alice)).not.toContain(wanted);
      }
      await expectRostersHold(league);
    }
  });
});
