import {
  MESSAGES,
  type BiteRight,
  type BiteRightDetail,
  type BiteWeekPlan,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lapseBiteRights } from '../src/services/bites/bite-jobs';
import { finalizeEndedWeeks } from '../src/services/finalize-weeks';
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
  rosterPlayer,
  slotsOf,
  uniqueTeam,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { logRows, setBiteRules } from './support/trade-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_9.sunday));

/** Tuesday 4 November 2025, 6 PM Eastern (EST): the default deadline after week 9. */
const TUESDAY_6PM = new Date('2025-11-04T23:00:00Z');

interface Side {
  team: Team;
  rb: number;
  wr: number;
  benchRb: number;
  benchWr: number;
}

/**
 * A week-9 matchup of a vampire against a regular team: each starts an RB and a WR, with an RB
 * and a WR on the bench. Every player's team plays week 9 unless told; a rushing line of `yards`
 * scores yards × 0.1 under the default rules (no bonus below 100 yards).
 */
async function biteWeek(
  options: {
    rules?: Parameters<typeof setBiteRules>[2];
    vampireYards?: number;
    victimYards?: number;
    week?: number;
    victimOnBye?: boolean;
  } = {},
) {
  const week = options.week ?? 9;
  const league = await createRosterLeague(t, {
    teams: 4,
    vampires: 2,
    regular: SMALL_ROSTER,
    vampire: SMALL_ROSTER,
  });
  await setBiteRules(t, league, options.rules ?? {});
  const [, regular, vampire, otherVampire] = league.teams as [Team, Team, Team, Team];
  const kickoff = week === 9 ? WEEK_9.sunday : WEEK_10.early;
  const side = async (team: Team, yards: number, onBye = false): Promise<Side> => {
    const nflTeam = uniqueTeam();
    if (!onBye) await addGame(t, { home: nflTeam, away: uniqueTeam(), kickoff, week });
    const player = async (position: 'RB' | 'WR', slot: string, withYards: number) => {
      const id = await createPlayer(t, { position, team: nflTeam });
      await rosterPlayer(t, league, team, id, slot);
      if (!onBye) await addStats(t, id, nflTeam, { rushing_yards: withYards }, week);
      return id;
    };
    return {
      team,
      rb: await player('RB', 'RB1', yards),
      wr: await player('WR', 'WR1', 0),
      benchRb: await player('RB', 'BENCH', 90),
      benchWr: await player('WR', 'BENCH', 90),
    };
  };
  const vamp = await side(vampire, options.vampireYards ?? 80);
  const victim = await side(regular, options.victimYards ?? 40, options.victimOnBye);
  await addMatchup(t, league, week, vampire, regular);
  return { league, vamp, victim, otherVampire };
}

/** The week ends and is finalized by the scheduler's function. */
async function endWeek(league: RosterLeague, week = 9) {
  t.clock.set(week === 9 ? WEEK_9.end : WEEK_10.end);
  await finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId);
}

async function rightsOf(league: RosterLeague, as: Team): Promise<BiteRight[]> {
  const res = await call(t, as, 'GET', `/bites/getBiteRightsByLeagueId/${league.leagueId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BiteRight[];
}

async function detailOf(as: Team, rightId: number): Promise<BiteRightDetail> {
  const res = await call(t, as, 'GET', `/bites/getBiteRightById/${rightId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BiteRightDetail;
}

const take = (as: Team, rightId: number, body: object) =>
  call(t, as, 'POST', `/bites/take/${rightId}`, body);

describe('a bite right', () => {
  it('is granted when a vampire’s win is final, with the scores, the deadline and the loser’s starters to take', async () => {
    const { league, vamp, victim } = await biteWeek({ vampireYards: 80, victimYards: 40 });
    await endWeek(league);
    const [right] = await rightsOf(league, league.commish);
    // 80 rushing yards at 0.1 a yard against 40: the starters' lines, the benches not counted.
    expect(right).toMatchObject({
      week: 9,
      vampire_member_id: vamp.team.memberId,
      victim_member_id: victim.team.memberId,
      vampire_score: 8,
      victim_score: 4,
      status: 'open',
      exposed: false,
      deadline_at: TUESDAY_6PM.toISOString(),
    });
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.can_bite).toBe(true);
    expect(detail.targets.map((target) => [target.player_id, target.week_slot]).sort()).toEqual(
      [
        [victim.rb, 'RB1'],
        [victim.wr, 'WR1'],
      ].sort(),
    );
    const rbTarget = detail.targets.find((target) => target.player_id === victim.rb)!;
    expect(rbTarget.swap_options.map((swap) => swap.player_id)).toEqual([vamp.rb]);
    expect((await detailOf(victim.team, right!.id)).can_bite).toBe(false);
    const badge = await call(t, vamp.team, 'GET', `/trades/getPendingCount/${league.leagueId}`);
    expect(badge.json()).toMatchObject({ bite_rights: 1, count: 1 });
  });

  it('is granted once however often the week is finalized', async () => {
    const { league } = await biteWeek();
    t.clock.set(WEEK_9.end);
    await Promise.all([
      finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId),
      finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId),
    ]);
    await finalizeEndedWeeks(t.db, t.clock.now(), league.leagueId);
    expect(await rightsOf(league, league.commish)).toHaveLength(1);
  });

  it('is not granted for a loss, a tie, a match of two vampires, a playoff week, or with bites off', async () => {
    const lost = await biteWeek({ vampireYards: 30, victimYards: 40 });
    await endWeek(lost.league);
    expect(await rightsOf(lost.league, lost.league.commish)).toEqual([]);
    const tied = await biteWeek({ vampireYards: 40, victimYards: 40 });
    await endWeek(tied.league);
    expect(await rightsOf(tied.league, tied.league.commish)).toEqual([]);
    const off = await biteWeek({ rules: { bites_enabled: 0 } });
    await endWeek(off.league);
    expect(await rightsOf(off.league, off.league.commish)).toEqual([]);

    const vampires = await biteWeek();
    await t.db.deleteFrom('schedules').where('league_id', '=', vampires.league.leagueId).execute();
    await addMatchup(t, vampires.league, 9, vampires.vamp.team, vampires.otherVampire);
    await endWeek(vampires.league);
    expect(await rightsOf(vampires.league, vampires.league.commish)).toEqual([]);

    t.clock.set(WEEK_10.tuesday);
    const playoffs = await biteWeek({ week: 10 });
    await endWeek(playoffs.league, 10);
    expect(await rightsOf(playoffs.league, playoffs.league.commish)).toEqual([]);
    t.clock.set(WEEK_10.tuesday);
    const playoffBites = await biteWeek({ week: 10, rules: { bites_in_playoffs: 1 } });
    await endWeek(playoffBites.league, 10);
    expect(await rightsOf(playoffBites.league, playoffBites.league.commish)).toHaveLength(1);
  });
});

describe('taking a bite', () => {
  it('swaps the starter for the vampire’s own of the same position, each in the other’s slot, and tells the whole league why', async () => {
    const { league, vamp, victim } = await biteWeek();
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    t.clock.set(new Date(WEEK_9.end.getTime() + 10 * 3_600_000));
    const res = await take(vamp.team, right!.id, { player_id: victim.rb, swap_player_id: vamp.rb });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'taken',
      taken_player: { player_id: victim.rb },
      swap_player: { player_id: vamp.rb },
    });
    expect((await slotsOf(t, vamp.team)).get(victim.rb)).toBe('RB1');
    expect((await slotsOf(t, victim.team)).get(vamp.rb)).toBe('RB1');
    expect((await slotsOf(t, victim.team)).has(victim.rb)).toBe(false);

    const log = await call(
      t,
      league.commish,
      'GET',
      `/transactions/getByLeagueId/${league.leagueId}`,
    );
    const lines = (
      log.json() as {
        kind: string;
        player_id: number;
        league_member_id: number;
        other_member_id: number;
        reason: string;
      }[]
    ).filter((row) => row.kind === 'bite' || row.kind === 'bite_swap');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'bite',
          player_id: victim.rb,
          league_member_id: vamp.team.memberId,
          other_member_id: victim.team.memberId,
          reason: 'Won week 9, 8.00 to 4.00.',
        }),
        expect.objectContaining({
          kind: 'bite_swap',
          player_id: vamp.rb,
          league_member_id: victim.team.memberId,
          other_member_id: vamp.team.memberId,
        }),
      ]),
    );
    const again = await take(vamp.team, right!.id, {
      player_id: victim.wr,
      swap_player_id: vamp.wr,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.biteNotOpen);
  });

  it('holds the swap to a starter of the same position, and only the loser’s starters to the bite', async () => {
    const { league, vamp, victim } = await biteWeek();
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    const cases: [object, number, string][] = [
      [{ player_id: victim.rb }, 400, MESSAGES.biteSwapRequired],
      [{ player_id: victim.rb, swap_player_id: vamp.wr }, 400, MESSAGES.biteSwapNotAllowed],
      [{ player_id: victim.rb, swap_player_id: vamp.benchRb }, 400, MESSAGES.biteSwapNotAllowed],
      [{ player_id: victim.benchRb, swap_player_id: vamp.rb }, 400, MESSAGES.biteTargetNotAllowed],
    ];
    for (const [body, status, message] of cases) {
      const res = await take(vamp.team, right!.id, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const notHers = await take(victim.team, right!.id, {
      player_id: victim.rb,
      swap_player_id: vamp.rb,
    });
    expect(notHers.statusCode).toBe(403);
    expect((await rightsOf(league, vamp.team))[0]!.status).toBe('open');
  });

  it('takes a player of any position without a swap where the league says so, with a drop when the vampire is full', async () => {
    const { league, vamp, victim } = await biteWeek({ rules: { swap_rule: 'none' } });
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.drop_required).toBe(true);
    const swapped = await take(vamp.team, right!.id, {
      player_id: victim.wr,
      swap_player_id: vamp.wr,
    });
    expect(swapped.json().message).toBe(MESSAGES.biteNoSwap);
    const full = await take(vamp.team, right!.id, { player_id: victim.wr });
    expect([full.statusCode, full.json().message]).toEqual([400, MESSAGES.biteDropNeeded]);
    const res = await take(vamp.team, right!.id, {
      player_id: victim.wr,
      drop_player_id: vamp.benchWr,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await slotsOf(t, vamp.team)).get(victim.wr)).toBe('BENCH');
    expect((await slotsOf(t, vamp.team)).has(vamp.benchWr)).toBe(false);
    expect((await logRows(t, league, ['drop'])).map((row) => row.player_id)).toEqual([
      vamp.benchWr,
    ]);
  });

  it('holds the vampire to his own slots where max_roster_size would allow one more: no third bench player without a drop', async () => {
    const { league, vamp, victim } = await biteWeek({ rules: { swap_rule: 'none' } });
    // Four slots (RB1, WR1, two bench), all filled; max_roster_size alone would take a fifth.
    await t.db
      .updateTable('roster_rules')
      .set({ max_roster_size: 5 })
      .where('league_id', '=', league.leagueId)
      .where('roster_type_id', '=', 2)
      .execute();
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.drop_required).toBe(true);
    expect(detail.targets.every((target) => target.drop_required)).toBe(true);
    const noDrop = await take(vamp.team, right!.id, { player_id: victim.rb });
    expect([noDrop.statusCode, noDrop.json().message]).toEqual([400, MESSAGES.biteDropNeeded]);
    expect((await slotsOf(t, vamp.team)).has(victim.rb)).toBe(false);
    const res = await take(vamp.team, right!.id, {
      player_id: victim.rb,
      drop_player_id: vamp.benchWr,
    });
    expect(res.statusCode, res.body).toBe(200);
    const bench = [...(await slotsOf(t, vamp.team)).values()].filter((slot) => slot === 'BENCH');
    expect(bench).toHaveLength(2);
  });

  it('asks a drop of the bitten position when the vampire holds that position’s maximum, its roster not full', async () => {
    const { league, vamp, victim } = await biteWeek({ rules: { swap_rule: 'none' } });
    // Room on the roster (5 of 6), but two WRs at most and the vampire has two.
    await t.db
      .updateTable('roster_rules')
      .set({ max_roster_size: 6, bench_count: 4, max_wr_count: 2 })
      .where('league_id', '=', league.leagueId)
      .execute();
    await rosterPlayer(
      t,
      league,
      vamp.team,
      await createPlayer(t, { position: 'RB', team: 'ZZB' }),
    );
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.drop_required).toBe(false);
    const requires = new Map(
      detail.targets.map((target) => [target.player_id, target.drop_required]),
    );
    expect([requires.get(victim.wr), requires.get(victim.rb)]).toEqual([true, false]);
    const noDrop = await take(vamp.team, right!.id, { player_id: victim.wr });
    expect([noDrop.statusCode, noDrop.json().message]).toEqual([400, MESSAGES.biteDropNeeded]);
    const res = await take(vamp.team, right!.id, {
      player_id: victim.wr,
      drop_player_id: vamp.benchWr,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await slotsOf(t, vamp.team)).get(victim.wr)).toBe('BENCH');
  });

  it('lapses at the deadline: refused at once, closed by the scheduler', async () => {
    const { league, vamp, victim } = await biteWeek();
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    t.clock.set(TUESDAY_6PM);
    const late = await take(vamp.team, right!.id, {
      player_id: victim.rb,
      swap_player_id: vamp.rb,
    });
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.biteDeadlinePassed]);
    expect((await rightsOf(league, vamp.team))[0]!.status).toBe('lapsed');
    expect(await lapseBiteRights(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const stored = await t.db
      .selectFrom('bite_rights')
      .select(['status', 'decided_at', 'reason'])
      .where('id', '=', right!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: 'lapsed',
      decided_at: TUESDAY_6PM,
      reason: MESSAGES.biteLapsedReason,
    });
  });

  it('places the deadline at the league’s waiver run, or at its own day and hour', async () => {
    const atRun = await biteWeek({ rules: { deadline_kind: 'waiver_run' } });
    await endWeek(atRun.league);
    // The default waiver day is Wednesday: 00:00 Eastern on 5 November.
    expect((await rightsOf(atRun.league, atRun.league.commish))[0]!.deadline_at).toBe(
      WEEK_10.wednesday.toISOString(),
    );
    const sunday = await biteWeek({ rules: { deadline_day: 'Sunday', deadline_hour: 20 } });
    await endWeek(sunday.league);
    expect((await rightsOf(sunday.league, sunday.league.commish))[0]!.deadline_at).toBe(
      '2025-11-10T01:00:00.000Z',
    );
  });

  it('never moves a player locked by his game, and says which are locked', async () => {
    const { league, vamp, victim } = await biteWeek({
      rules: { deadline_day: 'Sunday', deadline_hour: 20 },
    });
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    const victimTeam = (
      await t.db
        .selectFrom('players')
        .select('team')
        .where('id', '=', victim.rb)
        .executeTakeFirstOrThrow()
    ).team;
    await addGame(t, { home: victimTeam, away: uniqueTeam(), kickoff: WEEK_10.early });
    t.clock.set(WEEK_10.sundayAfternoon);
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.targets.find((target) => target.player_id === victim.rb)!.is_locked).toBe(true);
    const res = await take(vamp.team, right!.id, { player_id: victim.rb, swap_player_id: vamp.rb });
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.playerLocked]);
  });
});

describe('the lineup the loser left', () => {
  it('exposes a lineup with an empty starting slot: the bench may be bitten too', async () => {
    const { league, vamp, victim } = await biteWeek();
    await t.db
      .updateTable('rostered_players')
      .set({ roster_position: 'BENCH' })
      .where('player_id', '=', victim.wr)
      .execute();
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    expect(right).toMatchObject({ exposed: true, exposure: ['WR1 was empty.'] });
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.targets.map((target) => target.player_id).sort()).toEqual(
      [victim.rb, victim.wr, victim.benchRb, victim.benchWr].sort(),
    );
    const res = await take(vamp.team, right!.id, {
      player_id: victim.benchRb,
      swap_player_id: vamp.rb,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('exposes starters on bye or reported out who did not play, not one who played', async () => {
    const bye = await biteWeek({ victimOnBye: true, victimYards: 0 });
    await endWeek(bye.league);
    const [byeRight] = await rightsOf(bye.league, bye.vamp.team);
    expect(byeRight!.exposure).toEqual([
      expect.stringMatching(/^RB1 .* had no game\.$/),
      expect.stringMatching(/^WR1 .* had no game\.$/),
    ]);

    const out = await biteWeek();
    await t.db
      .updateTable('players')
      .set({ injury_status: 'Out' })
      .where('id', 'in', [out.victim.rb, out.victim.wr])
      .execute();
    // The receiver has no stat line: he sat out; the back carried the ball.
    await t.db.deleteFrom('weekly_stats').where('player_id', '=', out.victim.wr).execute();
    await endWeek(out.league);
    const [outRight] = await rightsOf(out.league, out.vamp.team);
    expect(outRight!.exposure).toEqual([expect.stringMatching(/^WR1 .* was reported Out\.$/)]);
  });

  it('leaves a lineup unexposed where the league does not require it full', async () => {
    const { league, vamp, victim } = await biteWeek({ rules: { full_lineup_required: 0 } });
    await t.db
      .updateTable('rostered_players')
      .set({ roster_position: 'BENCH' })
      .where('player_id', '=', victim.wr)
      .execute();
    await endWeek(league);
    expect((await rightsOf(league, vamp.team))[0]).toMatchObject({ exposed: false, exposure: [] });
  });
});

describe('the variants', () => {
  const plan = async (team: Team, league: RosterLeague) =>
    (await call(t, team, 'GET', `/bites/getWeekPlan/${league.leagueId}`)).json() as BiteWeekPlan;
  const choose = (
    path: 'declare' | 'garlic',
    league: RosterLeague,
    team: Team,
    playerId: number | null,
  ) =>
    call(t, team, 'POST', `/bites/${path}`, {
      league_id: league.leagueId,
      league_member_id: team.memberId,
      player_id: playerId,
    });

  it('garlic protects one starter of a team facing a vampire, chosen before his game', async () => {
    const { league, vamp, victim } = await biteWeek({ rules: { garlic: 1 } });
    t.clock.set(WEEK_9.begin);
    expect(await plan(victim.team, league)).toMatchObject({
      week: 9,
      opponent_is_vamp: true,
      may_use_garlic: true,
      garlic_player: null,
    });
    expect((await plan(vamp.team, league)).may_use_garlic).toBe(false);
    const bench = await choose('garlic', league, victim.team, victim.benchRb);
    expect([bench.statusCode, bench.json().message]).toEqual([400, MESSAGES.garlicStarterOnly]);
    const vampireGarlic = await choose('garlic', league, vamp.team, vamp.rb);
    expect([vampireGarlic.statusCode, vampireGarlic.json().message]).toEqual([
      409,
      MESSAGES.garlicNotFacingVampire,
    ]);
    const chosen = await choose('garlic', league, victim.team, victim.rb);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as BiteWeekPlan).garlic_player).toMatchObject({
      player_id: victim.rb,
      is_locked: false,
    });
    t.clock.set(WEEK_9.sunday);
    const late = await choose('garlic', league, victim.team, victim.wr);
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.playerLocked]);
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    expect(right!.garlic_player?.player_id).toBe(victim.rb);
    const detail = await detailOf(vamp.team, right!.id);
    expect(detail.targets.map((target) => target.player_id)).toEqual([victim.wr]);
  });

  it('a declared target is the only one the bite may take; without one the right lapses', async () => {
    const declared = await biteWeek({ rules: { declare_before_kickoff: 1 } });
    t.clock.set(WEEK_9.begin);
    expect((await plan(declared.vamp.team, declared.league)).may_declare).toBe(true);
    const own = await choose('declare', declared.league, declared.vamp.team, declared.vamp.rb);
    expect([own.statusCode, own.json().message]).toEqual([400, MESSAGES.declarePlayerNotOpponent]);
    const ok = await choose('declare', declared.league, declared.vamp.team, declared.victim.wr);
    expect(ok.statusCode, ok.body).toBe(200);
    const regular = await choose(
      'declare',
      declared.league,
      declared.victim.team,
      declared.vamp.rb,
    );
    expect([regular.statusCode, regular.json().message]).toEqual([
      409,
      MESSAGES.declareOnlyVampire,
    ]);
    await endWeek(declared.league);
    const [right] = await rightsOf(declared.league, declared.vamp.team);
    expect(right).toMatchObject({
      status: 'open',
      declared_player: { player_id: declared.victim.wr },
    });
    expect(
      (await detailOf(declared.vamp.team, right!.id)).targets.map((target) => target.player_id),
    ).toEqual([declared.victim.wr]);

    const silent = await biteWeek({ rules: { declare_before_kickoff: 1 } });
    await endWeek(silent.league);
    expect((await rightsOf(silent.league, silent.vamp.team))[0]).toMatchObject({
      status: 'lapsed',
      reason: MESSAGES.biteLapsedNoDeclaration,
    });
  });
});

describe('racing bites', () => {
  it('takes one bite when the vampire’s requests race, and moves each player once', async () => {
    const { league, vamp, victim } = await biteWeek();
    await endWeek(league);
    const [right] = await rightsOf(league, vamp.team);
    const results = await Promise.all([
      take(vamp.team, right!.id, { player_id: victim.rb, swap_player_id: vamp.rb }),
      take(vamp.team, right!.id, { player_id: victim.wr, swap_player_id: vamp.wr }),
      take(vamp.team, right!.id, { player_id: victim.rb, swap_player_id: vamp.rb }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await logRows(t, league, ['bite'])).toHaveLength(1);
    expect(await logRows(t, league, ['bite_swap'])).toHaveLength(1);
    const rostered = await t.db
      .selectFrom('rostered_players')
      .select('player_id')
      .where('league_id', '=', league.leagueId)
      .where('is_rostered', '=', 1)
      .execute();
    expect(new Set(rostered.map((row) => row.player_id)).size).toBe(rostered.length);
  });
});
