import { MESSAGES, type BiteRight, type TradeOffer } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../src/clock';
import { finalizeEndedWeeks } from '../src/services/finalize-weeks';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import { createInactiveLeague } from './support/fixtures';
import { addMatchup, addStats } from './support/matchup-fixtures';
import {
  WEEK_10,
  WEEK_9,
  addGame,
  addSeasonWeeks,
  call,
  createPlayer,
  SMALL_ROSTER,
  createRosterLeague,
  droppedPlayer,
  rosterPlayer,
  slotsOf,
  uniqueTeam,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { propose, rosterIds, setBiteRules, setTradeRules } from './support/trade-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every deadline is enforced by the write that crosses it (docs/decisions/023): nothing written
 * after a deadline changes what the deadline closed, whether or not the scheduler has ticked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_9.sunday));

/**
 * Lets the test app's clock run at real speed from `from`, as FANTASY_NOW with
 * FANTASY_CLOCK_RATE=1 does; answers how to fix it again.
 */
function runClockFrom(from: Date): () => void {
  const running = createClock(from.toISOString(), 1);
  const fixedNow = t.clock.now;
  t.clock.now = running.now;
  return () => {
    t.clock.now = fixedNow;
  };
}

/**
 * A week-9 matchup a vampire loses at the week's end, 4.00 to 8.00: its starting RB ran 40 yards,
 * the bench RB 90 (9.00 points had he started); the regular team's starting RB ran 80.
 */
async function vampireLosingWeek9() {
  const league = await createRosterLeague(t, {
    teams: 4,
    vampires: 2,
    regular: SMALL_ROSTER,
    vampire: SMALL_ROSTER,
  });
  await setBiteRules(t, league, {});
  const [, regular, vampire] = league.teams as [Team, Team, Team, Team];
  const player = async (
    team: Team,
    nflTeam: string,
    position: 'RB' | 'WR',
    slot: string,
    yards: number,
  ) => {
    const id = await createPlayer(t, { position, team: nflTeam });
    const rowId = await rosterPlayer(t, league, team, id, slot);
    await addStats(t, id, nflTeam, { rushing_yards: yards }, 9);
    return { id, rowId };
  };
  const sides = [];
  for (const [team, starterYards] of [
    [vampire, 40],
    [regular, 80],
  ] as const) {
    const nflTeam = uniqueTeam();
    await addGame(t, { home: nflTeam, away: uniqueTeam(), kickoff: WEEK_9.sunday, week: 9 });
    sides.push({
      team,
      rb: await player(team, nflTeam, 'RB', 'RB1', starterYards),
      wr: await player(team, nflTeam, 'WR', 'WR1', 0),
      benchRb: await player(team, nflTeam, 'RB', 'BENCH', 90),
    });
  }
  await addMatchup(t, league, 9, vampire, regular);
  const [vamp, victim] = sides as [(typeof sides)[0], (typeof sides)[0]];
  return { league, vamp, victim };
}

async function week9Row(league: RosterLeague, as: Team) {
  const res = await call(t, as, 'GET', `/schedules/getSchedulesByLeagueId/${league.leagueId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { week: number; home_score: number; away_score: number; is_final: number }[]
  ).find((row) => row.week === 9)!;
}

async function biteRightsOf(league: RosterLeague, as: Team): Promise<BiteRight[]> {
  const res = await call(t, as, 'GET', `/bites/getBiteRightsByLeagueId/${league.leagueId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BiteRight[];
}

describe('the week’s end', () => {
  it('plays the lineup of the end instant: moves in the 200 ms around it change the next week, not the final score, and earn no bite', async () => {
    const { league, vamp, victim } = await vampireLosingWeek9();
    const benchTheStarter = () =>
      call(t, vamp.team, 'POST', '/rostered_players/move', {
        league_member_id: vamp.team.memberId,
        rostered_player_id: vamp.benchRb.rowId,
        target_slot: 'RB1',
      });
    const end = WEEK_9.end.getTime();
    const fixAgain = runClockFrom(new Date(end - 100));
    const answers: { at: number; status: number }[] = [];
    try {
      // The vampire tries to start its 9-point bench RB until 200 ms after the end: locked
      // before it (the game kicked off this week), allowed after it — for week 10.
      // On a slow machine a request may outlast the window: go on until one was sent after it.
      while (t.clock.now().getTime() < end + 200 || !answers.some((answer) => answer.at >= end)) {
        const at = t.clock.now().getTime();
        answers.push({ at, status: (await benchTheStarter()).statusCode });
      }
      // Read before any scheduler tick: the week is over, and shows what it will be frozen as.
      const beforeTick = await week9Row(league, victim.team);
      expect(beforeTick).toMatchObject({ home_score: 4, away_score: 8, is_final: 1 });
    } finally {
      fixAgain();
    }
    expect(answers.some((answer) => answer.at >= end && answer.status === 200)).toBe(true);
    // Before the end the move is refused (locked), after it allowed: never anything else. (Which
    // one a request sent near the end gets depends on when the server reads its clock.)
    expect(answers.every((answer) => answer.status === 409 || answer.status === 200)).toBe(true);
    expect((await slotsOf(t, vamp.team)).get(vamp.benchRb.id)).toBe('RB1');

    // The scheduler's tick, 15 s later, changes nothing.
    t.clock.set(new Date(end + 15_000));
    await finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId);
    expect(await week9Row(league, victim.team)).toMatchObject({
      home_score: 4,
      away_score: 8,
      is_final: 1,
    });
    const frozen = await t.db
      .selectFrom('matchup_lineups')
      .select(['player_id', 'roster_position'])
      .where('league_member_id', '=', vamp.team.memberId)
      .where('week', '=', 9)
      .execute();
    expect(new Map(frozen.map((row) => [row.player_id, row.roster_position]))).toEqual(
      new Map([
        [vamp.rb.id, 'RB1'],
        [vamp.wr.id, 'WR1'],
        [vamp.benchRb.id, 'BENCH'],
      ]),
    );
    expect(await biteRightsOf(league, vamp.team)).toEqual([]);
  });

  it('freezes the week before a drop made after its end, so the dropped starter still played it', async () => {
    const { league, vamp, victim } = await vampireLosingWeek9();
    t.clock.set(new Date(WEEK_9.end.getTime() + 1));
    const dropped = await call(t, victim.team, 'POST', '/rostered_players/drop', {
      rostered_player_id: victim.rb.rowId,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await week9Row(league, vamp.team)).toMatchObject({
      home_score: 4,
      away_score: 8,
      is_final: 1,
    });
    expect(await biteRightsOf(league, vamp.team)).toEqual([]);
  });
});

describe('a waiver run due after the week’s end', () => {
  it('freezes the week before its awards, so a starter dropped by an award still played it', async () => {
    const { league, vamp, victim } = await vampireLosingWeek9();
    // A player dropped two days before, whose own run is due a second after the week's end,
    // claimed by the regular team with its 8-point starter as the drop.
    const claimed = await createPlayer(t, { position: 'RB', team: uniqueTeam() });
    const dueAt = new Date(WEEK_9.end.getTime() + 1000);
    await droppedPlayer(t, league, vamp.team, claimed, dueAt);
    await t.db
      .insertInto('waiver_claims')
      .values({
        league_id: league.leagueId,
        league_member_id: victim.team.memberId,
        player_id: claimed,
        faab_claim_amount: 1,
        rostered_player_to_drop: victim.rb.rowId,
        league_member_priority: 1,
        created_at: WEEK_9.sunday,
      })
      .execute();
    // The waiver job runs before the week's own job has (another process, or a slow tick).
    t.clock.set(new Date(dueAt.getTime() + 1000));
    await runDueWaivers(t.db, t.clock.now());
    expect((await slotsOf(t, victim.team)).get(claimed)).toBe('BENCH');
    expect((await slotsOf(t, victim.team)).has(victim.rb.id)).toBe(false);
    await finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId);
    expect(await week9Row(league, vamp.team)).toMatchObject({
      home_score: 4,
      away_score: 8,
      is_final: 1,
    });
    expect(await biteRightsOf(league, vamp.team)).toEqual([]);
  });
});

describe('a trade review’s end', () => {
  async function tradeInReview() {
    t.clock.set(WEEK_10.thursday);
    const league = await createRosterLeague(t, { teams: 4 });
    await setTradeRules(t, league, {
      review_mode: 'league_vote',
      review_hours: 24,
      veto_votes: 1,
      trade_deadline_week: 10,
    });
    const nflTeam = uniqueTeam();
    const [, alice, bob, carol] = league.teams as [Team, Team, Team, Team];
    const own = async (team: Team) => {
      const id = await createPlayer(t, { position: 'RB', team: nflTeam });
      await rosterPlayer(t, league, team, id, 'BENCH');
      return id;
    };
    const sent = await own(alice);
    const received = await own(bob);
    const offered = await propose(t, league, alice, bob, { send: [sent], receive: [received] });
    expect(offered.statusCode, offered.body).toBe(200);
    const accepted = await call(
      t,
      bob,
      'POST',
      `/trades/accept/${(offered.json() as TradeOffer).id}`,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const offer = accepted.json() as TradeOffer;
    expect(offer.status).toBe('in_review');
    return { league, alice, bob, carol, offer, sent };
  }

  it('refuses a veto sent at or after the end, and the trade executes', async () => {
    const { league, bob, carol, offer, sent } = await tradeInReview();
    t.clock.set(new Date(offer.review_ends_at!));
    const seen = (
      await call(t, carol, 'GET', `/trades/getTradeById/${offer.id}`)
    ).json() as TradeOffer;
    expect(seen.actions.veto).toBe(false);
    expect(
      (await call(t, carol, 'GET', `/trades/getPendingCount/${league.leagueId}`)).json(),
    ).toMatchObject({ trades_to_review: 0 });

    const late = await call(t, carol, 'POST', `/trades/veto/${offer.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.tradeReviewEnded);
    const after = (
      await call(t, bob, 'GET', `/trades/getTradeById/${offer.id}`)
    ).json() as TradeOffer;
    expect(after).toMatchObject({ status: 'executed', veto_votes: 0 });
    expect(await rosterIds(t, bob)).toContain(sent);
  });

  it('executes the trade before a roster change made after the end: the traded player is no longer there to drop', async () => {
    const { league, alice, bob, offer, sent } = await tradeInReview();
    const rowOf = async (playerId: number) =>
      (
        await t.db
          .selectFrom('rostered_players')
          .select('id')
          .where('player_id', '=', playerId)
          .where('is_rostered', '=', 1)
          .executeTakeFirstOrThrow()
      ).id;
    const spare = await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    await rosterPlayer(t, league, alice, spare, 'BENCH');
    t.clock.set(new Date(new Date(offer.review_ends_at!).getTime() + 1000));
    // Dropping the traded player after the end is too late: the trade has him.
    const drop = await call(t, alice, 'POST', '/rostered_players/drop', {
      rostered_player_id: await rowOf(sent),
    });
    expect(drop.statusCode).toBe(404);
    // Any change of a party's roster after the end executes it first, before any tick.
    const bench = await call(t, alice, 'POST', '/rostered_players/bench', {
      rostered_player_id: await rowOf(spare),
    });
    expect(bench.statusCode, bench.body).toBe(200);
    const after = (
      await call(t, bob, 'GET', `/trades/getTradeById/${offer.id}`)
    ).json() as TradeOffer;
    expect(after.status).toBe('executed');
    expect(await rosterIds(t, bob)).toContain(sent);
  });

  it('still counts a veto sent a moment before the end', async () => {
    const { carol, offer } = await tradeInReview();
    t.clock.set(new Date(new Date(offer.review_ends_at!).getTime() - 1));
    const veto = await call(t, carol, 'POST', `/trades/veto/${offer.id}`);
    expect(veto.statusCode, veto.body).toBe(200);
    expect(veto.json()).toMatchObject({ status: 'vetoed' });
  });
});

describe('activation after the season started', () => {
  /** 2025 week 8 in US Eastern, with one game on its Sunday. */
  const WEEK_8 = {
    begin: new Date('2025-10-21T04:00:00Z'),
    end: new Date('2025-10-28T04:00:00Z'),
    sunday: new Date('2025-10-26T17:00:00Z'),
  };
  /** Week 9's Tuesday: week 8 is over, no game of week 9 has kicked off. */
  const WEEK_9_TUESDAY = new Date('2025-10-28T15:00:00Z');

  beforeAll(async () => {
    await t.db
      .insertInto('fantasy_weeks')
      .values({ year: 2025, week: 8, begin_datetime: WEEK_8.begin, end_datetime: WEEK_8.end })
      .onConflict((oc) => oc.columns(['year', 'week']).doNothing())
      .execute();
    await addGame(t, { home: uniqueTeam(), away: uniqueTeam(), kickoff: WEEK_8.sunday, week: 8 });
    await addGame(t, { home: uniqueTeam(), away: uniqueTeam(), kickoff: WEEK_9.sunday, week: 9 });
  });

  const activate = (league: Awaited<ReturnType<typeof createInactiveLeague>>) =>
    call(
      t,
      league.commish,
      'POST',
      `/leagues/activate/${league.leagueId}/${league.commish.memberId}`,
      {},
    );

  it('plays from the next week: the weeks already started have no matchups, scores or bites', async () => {
    t.clock.set(WEEK_9_TUESDAY);
    const league = await createInactiveLeague(t, { validMembers: 10, vampires: 3 });
    const res = await activate(league);
    expect(res.statusCode, res.body).toBe(200);
    const weeks = await t.db
      .selectFrom('schedules')
      .select('week')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(new Set(weeks.map((row) => row.week))).toEqual(new Set([9]));
    expect(weeks).toHaveLength(5);

    // The scheduler's tick after the activation finalizes nothing of the weeks before it.
    expect(await finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId)).toEqual([]);
    const matchups = await call(
      t,
      league.commish,
      'GET',
      `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/8`,
    );
    expect(matchups.statusCode, matchups.body).toBe(200);
    expect(matchups.json()).toMatchObject({ matchups: [] });
    const rights = await t.db
      .selectFrom('bite_rights')
      .select('week')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(rights).toEqual([]);
  });

  it('is refused once the regular season’s last week has kicked off', async () => {
    t.clock.set(new Date(WEEK_9.sunday.getTime() + 60_000));
    const league = await createInactiveLeague(t, { validMembers: 10 });
    // The Activate League page reads the same answer before anyone presses the button.
    const status = await call(
      t,
      league.commish,
      'GET',
      `/leagues/activationStatus/${league.leagueId}`,
    );
    expect(status.json()).toMatchObject({ message: MESSAGES.regularSeasonOver, is_active: 0 });
    const res = await activate(league);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.regularSeasonOver);
  });
});
