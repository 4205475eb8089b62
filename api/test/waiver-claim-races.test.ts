import { MESSAGES } from '@fangtasy/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import {
  WEEK_10,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  droppedPlayer,
  rosterPlayer,
  uniqueTeam,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Claims edited, withdrawn and made while a waiver run decides (decisions 004): on PostgreSQL
// (TEST_DATABASE_URL) the requests really run beside the run's transactions and wait on its
// locks; on PGlite they queue between its transactions.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());

const RUN_AT = new Date(WEEK_10.wednesday.getTime() + 60_000);
const FAAB = 50;
const MAX_ROSTER = 4;

interface PlacedClaim {
  id: number;
  team: Team;
  playerId: number;
  bid: number;
  drop: number | null;
}

async function placeClaim(
  league: RosterLeague,
  team: Team,
  playerId: number,
  bid: number,
  drop: number | null,
): Promise<PlacedClaim> {
  const res = await call(t, team, 'POST', '/waiver_claims/create', {
    league_id: league.leagueId,
    league_member_id: team.memberId,
    player_id: playerId,
    faab_claim_amount: bid,
    rostered_player_to_drop: drop,
  });
  if (res.statusCode !== 200) throw new Error(`claim refused: ${res.body}`);
  return { id: res.json().id as number, team, playerId, bid, drop };
}

const body = (league: RosterLeague, claim: PlacedClaim, changes: object) => ({
  league_id: league.leagueId,
  league_member_id: claim.team.memberId,
  player_id: claim.playerId,
  faab_claim_amount: claim.bid,
  rostered_player_to_drop: claim.drop,
  ...changes,
});

/** Six teams of three bench players each, a hot free agent pool and claims placed on Tuesday. */
async function leagueWithClaims() {
  t.clock.set(WEEK_10.tuesday);
  const league = await createRosterLeague(t, {
    teams: 6,
    faab: FAAB,
    regular: { max_roster_size: MAX_ROSTER, max_wr_count: 3 },
  });
  for (const [index, team] of league.teams.entries()) {
    await t.db
      .updateTable('league_members')
      .set({ waiver_order: index + 1 })
      .where('id', '=', team.memberId)
      .execute();
  }
  const benches = new Map<number, number[]>();
  for (const team of league.teams) {
    const rows: number[] = [];
    for (let i = 0; i < 3; i++)
      rows.push(
        await rosterPlayer(t, league, team, await createPlayer(t, { position: 'RB', team: 'B' })),
      );
    benches.set(team.memberId, rows);
  }
  const hot = await Promise.all(
    [0, 1, 2, 3].map(() => createPlayer(t, { position: 'WR', team: uniqueTeam() })),
  );
  // Every team claims every hot player, bids spread so that ties and drops both occur.
  const covered: PlacedClaim[] = [];
  for (const [teamIndex, team] of league.teams.entries()) {
    for (const [playerIndex, player] of hot.entries()) {
      const bid = (teamIndex * 7 + playerIndex * 5) % 30;
      const drop = (teamIndex + playerIndex) % 2 === 0 ? benches.get(team.memberId)![0]! : null;
      covered.push(await placeClaim(league, team, player, bid, drop));
    }
  }
  // A player on waivers until Thursday: his claims wait for his own run, not this one.
  const onWaivers = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
  await droppedPlayer(t, league, league.teams[5]!, onWaivers, WEEK_10.thursday);
  const laterTeam = league.teams[1]!;
  const later = await placeClaim(
    league,
    laterTeam,
    onWaivers,
    3,
    benches.get(laterTeam.memberId)![1]!,
  );
  return { league, covered, later, benches, hot };
}

async function claimRow(id: number) {
  return t.db
    .selectFrom('waiver_claims')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function expectLeagueInvariants(league: RosterLeague) {
  const rostered = await t.db
    .selectFrom('rostered_players as rp')
    .innerJoin('players as p', 'p.id', 'rp.player_id')
    .select(['rp.player_id', 'rp.league_member_id', 'p.position'])
    .where('rp.league_id', '=', league.leagueId)
    .where('rp.is_rostered', '=', 1)
    .execute();
  const players = rostered.map((row) => row.player_id);
  expect(new Set(players).size).toBe(players.length);
  for (const team of league.teams) {
    const mine = rostered.filter((row) => row.league_member_id === team.memberId);
    expect(mine.length).toBeLessThanOrEqual(MAX_ROSTER);
    expect(mine.filter((row) => row.position === 'WR').length).toBeLessThanOrEqual(3);
  }
  const members = await t.db
    .selectFrom('league_members')
    .select(['id', 'remaining_faab_budget'])
    .where('league_id', '=', league.leagueId)
    .execute();
  for (const member of members) expect(member.remaining_faab_budget).toBeGreaterThanOrEqual(0);
}

describe('claims edited during a waiver run', () => {
  it('a due claim is frozen: the run decides it as it stood, once; later claims wait', async () => {
    const { league, covered, later, benches, hot } = await leagueWithClaims();
    t.clock.set(RUN_AT);
    const directAdd = (team: Team, playerId: number, drop: number | null = null) =>
      call(t, team, 'POST', '/rostered_players/addFromWaivers', {
        league_member_id: team.memberId,
        player_id: playerId,
        ...(drop === null ? {} : { rostered_player_to_drop: drop }),
      });

    // Due but not yet picked up by the scheduler: already the run's.
    const early = await call(
      t,
      covered[0]!.team,
      'PUT',
      `/waiver_claims/update/${covered[0]!.id}`,
      body(league, covered[0]!, { faab_claim_amount: 49 }),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.claimInWaiverRun);
    // Direct adds are open, but not of a player whose claims the run has yet to decide.
    const [, , , , , sixth] = league.teams as [Team, Team, Team, Team, Team, Team];
    const snatch = await directAdd(sixth, hot[0]!);
    expect(snatch.statusCode).toBe(409);
    expect(snatch.json().message).toBe(MESSAGES.playerInWaiverRun);
    const unclaimed = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const free = await directAdd(sixth, unclaimed, benches.get(sixth.memberId)![1]!);
    expect(free.statusCode).toBe(200);

    const storm: Promise<{ kind: string; claim?: PlacedClaim; res: LightMyRequestResponse }>[] = [];
    const fireStorm = () => {
      for (const [index, claim] of covered.entries()) {
        const url =
          index % 3 === 0
            ? `/waiver_claims/delete/${claim.id}`
            : `/waiver_claims/update/${claim.id}`;
        const res =
          index % 3 === 0
            ? call(t, claim.team, 'DELETE', url)
            : call(
                t,
                claim.team,
                'PUT',
                url,
                body(league, claim, {
                  faab_claim_amount: FAAB,
                  ...(index % 3 === 2 ? { rostered_player_to_drop: null, priority: 1 } : {}),
                }),
              );
        storm.push(res.then((answer) => ({ kind: 'covered', claim, res: answer })));
      }
      for (const team of league.teams) {
        storm.push(
          createPlayer(t, { position: 'TE', team: uniqueTeam() }).then(async (fresh) => ({
            kind: 'new',
            res: await call(t, team, 'POST', '/waiver_claims/create', {
              league_id: league.leagueId,
              league_member_id: team.memberId,
              player_id: fresh,
              faab_claim_amount: 1,
              // Never a drop the run's claims name, so it is on the roster whatever they win.
              rostered_player_to_drop: benches.get(team.memberId)![2]!,
            }),
          })),
        );
      }
      for (const [index, team] of league.teams.entries())
        storm.push(directAdd(team, hot[index % hot.length]!).then((res) => ({ kind: 'add', res })));
      storm.push(
        call(
          t,
          later.team,
          'PUT',
          `/waiver_claims/update/${later.id}`,
          body(league, later, { faab_claim_amount: 9 }),
        ).then((res) => ({ kind: 'later', claim: later, res })),
      );
    };

    let decided = 0;
    const outcomes = await runDueWaivers(t.db, RUN_AT, {
      // The edits start while the run is mid-way: after its first decision, before its second.
      afterDecision: (decision) => {
        if (decision.leagueId === league.leagueId && ++decided === 1) fireStorm();
      },
    });
    const answers = await Promise.all(storm);
    expect(decided).toBeGreaterThan(1);

    for (const { kind, res } of answers.filter((answer) => answer.kind === 'covered')) {
      expect(res.statusCode, kind).toBe(409);
      expect([MESSAGES.claimInWaiverRun, MESSAGES.claimNotPending]).toContain(res.json().message);
    }
    // A claimed player is never added around the run: still being decided, or already awarded.
    for (const { res } of answers.filter((answer) => answer.kind === 'add')) {
      expect(res.statusCode).toBe(409);
      expect([MESSAGES.playerInWaiverRun, MESSAGES.playerNoLongerAvailable]).toContain(
        res.json().message,
      );
    }
    // Every covered claim decided once, with the bid and drop it had at the deadline.
    const decisions = await t.db
      .selectFrom('league_transactions')
      .select(['waiver_claim_id', 'kind', 'bid'])
      .where('league_id', '=', league.leagueId)
      .where('waiver_claim_id', 'is not', null)
      .execute();
    const decisionsOf = (id: number) => decisions.filter((row) => row.waiver_claim_id === id);
    let spent = new Map<number, number>();
    for (const claim of covered) {
      const row = await claimRow(claim.id);
      expect(row.status === 'won' || row.status === 'failed').toBe(true);
      expect(row).toMatchObject({
        faab_claim_amount: claim.bid,
        rostered_player_to_drop: claim.drop,
        player_id: claim.playerId,
      });
      expect(decisionsOf(claim.id)).toHaveLength(1);
      if (row.status === 'won')
        spent = spent.set(claim.team.memberId, (spent.get(claim.team.memberId) ?? 0) + claim.bid);
    }
    const won = covered.filter((claim) => decisionsOf(claim.id)[0]?.kind === 'waiver_won');
    expect(won).toHaveLength(4);
    const run = outcomes.find((outcome) => outcome.run.league_id === league.leagueId)?.run;
    expect(run).toMatchObject({ status: 'done', awarded: 4, failed: covered.length - 4 });
    for (const team of league.teams) {
      const member = await t.db
        .selectFrom('league_members')
        .select('remaining_faab_budget')
        .where('id', '=', team.memberId)
        .executeTakeFirstOrThrow();
      expect(member.remaining_faab_budget).toBe(FAAB - (spent.get(team.memberId) ?? 0));
    }

    // Claims made during the run, and the one its run does not cover, are still open.
    const made = answers.filter((answer) => answer.kind === 'new');
    expect(made.map((answer) => answer.res.statusCode)).toEqual(league.teams.map(() => 200));
    for (const { res } of made) {
      const row = await claimRow(res.json().id as number);
      expect(row.status).toBe('pending');
      expect(row.waiver_run_id).toBeNull();
    }
    const edited = answers.find((answer) => answer.kind === 'later')!;
    expect(edited.res.statusCode).toBe(200);
    expect(await claimRow(later.id)).toMatchObject({ status: 'pending', faab_claim_amount: 9 });

    await expectLeagueInvariants(league);
  });

  it('a claim stays editable before its run is due and until its own player run is due', async () => {
    const { league, covered, later } = await leagueWithClaims();
    const claim = covered[1]!;
    const before = await call(
      t,
      claim.team,
      'PUT',
      `/waiver_claims/update/${claim.id}`,
      body(league, claim, { faab_claim_amount: 12 }),
    );
    expect(before.statusCode).toBe(200);

    // Thursday: the weekly run is due (its claims frozen), and so is the waivers player's run.
    t.clock.set(WEEK_10.thursday);
    const afterDue = await call(t, later.team, 'DELETE', `/waiver_claims/delete/${later.id}`);
    expect(afterDue.statusCode).toBe(409);
    expect(afterDue.json().message).toBe(MESSAGES.claimInWaiverRun);

    await runDueWaivers(t.db, WEEK_10.thursday);
    expect(await claimRow(claim.id)).toMatchObject({ faab_claim_amount: 12 });
    expect(await claimRow(later.id)).toMatchObject({ status: 'won', result_reason: null });
    const gone = await call(t, later.team, 'DELETE', `/waiver_claims/delete/${later.id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(MESSAGES.claimNotPending);
    await expectLeagueInvariants(league);
  });
});
