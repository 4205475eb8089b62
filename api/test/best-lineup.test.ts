import { DEFAULT_SCORING_RULES, MESSAGES, type MyTeam } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStats } from './support/matchup-fixtures';
import {
  WEEK_10,
  WEEK_9,
  addGame,
  addSeasonWeeks,
  addTeam,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  slotsOf,
  uniqueTeam,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.thursday));

const bestLineup = (team: Team | null, leagueId: number | string) =>
  call(t, team, 'POST', `/rostered_players/bestLineup/${leagueId}`);

/** An NFL team with a week-9 game (stats count) and, unless on bye, a week-10 game at `kickoff`. */
async function nflTeam(week10Kickoff: Date | null = WEEK_10.late): Promise<string> {
  const team = uniqueTeam();
  await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_9.sunday, week: 9 });
  if (week10Kickoff) await addGame(t, { home: team, away: uniqueTeam(), kickoff: week10Kickoff });
  return team;
}

/** A player with one week-9 line of `yards` rushing yards (no bonus tier under 100). */
async function playerWith(
  position: 'QB' | 'RB' | 'WR' | 'TE',
  team: string,
  yards: number,
  injured = false,
): Promise<number> {
  const id = await createPlayer(t, { position, team, injured });
  if (yards > 0) await addStats(t, id, team, { rushing_yards: yards }, 9);
  return id;
}

describe('POST /rostered_players/bestLineup/{league_id}', () => {
  it('starts the players with a game and the higher per-game figure, in one change, and answers My Team', async () => {
    const league = await createRosterLeague(t, { teams: 2 });
    const me = league.teams[1]!;
    const playing = await nflTeam();
    const onBye = await nflTeam(null);
    const byeQb = await playerWith('QB', onBye, 90);
    const benchQb = await playerWith('QB', playing, 40);
    const rbLow = await playerWith('RB', playing, 20);
    const rbHigh = await playerWith('RB', playing, 80);
    const rbMid = await playerWith('RB', playing, 50);
    const out = await playerWith('RB', playing, 95, true);
    await rosterPlayer(t, league, me, byeQb, 'QB1');
    await rosterPlayer(t, league, me, benchQb, 'BENCH');
    await rosterPlayer(t, league, me, rbLow, 'RB1');
    await rosterPlayer(t, league, me, rbHigh, 'BENCH');
    await rosterPlayer(t, league, me, rbMid, 'BENCH');
    await rosterPlayer(t, league, me, out, 'RB2');

    const res = await bestLineup(me, league.leagueId);
    expect(res.statusCode).toBe(200);
    const team = res.json() as MyTeam;
    expect(team.member.id).toBe(me.memberId);

    const slots = await slotsOf(t, me);
    expect(slots.get(benchQb)).toBe('QB1');
    expect(slots.get(byeQb)).toBe('BENCH');
    expect(slots.get(out)).toBe('BENCH');
    for (const rb of [rbLow, rbHigh, rbMid]) expect(slots.get(rb)).toMatch(/^(RB[12]|FLEX1)$/);
    // The answer is the roster as it now stands.
    for (const player of team.players)
      expect(player.roster_position).toBe(slots.get(player.player_id));

    // The figures My Team shows: one week-9 line each, so per game = last week = yards × rule.
    const rbHighRow = team.players.find((player) => player.player_id === rbHigh)!;
    const expected = Math.round(80 * DEFAULT_SCORING_RULES.rushing_yards * 100) / 100;
    expect(rbHighRow.last_week_points).toBe(expected);
    expect(rbHighRow.points_per_game).toBe(expected);
    expect(rbHighRow.week_points).toBeNull();

    // Nothing better left: a second press changes nothing.
    const again = await bestLineup(me, league.leagueId);
    expect(again.statusCode).toBe(200);
    expect(await slotsOf(t, me)).toEqual(slots);
  });

  it('keeps a locked starter and never starts a locked bench player', async () => {
    const league = await createRosterLeague(t, { teams: 2 });
    const me = league.teams[1]!;
    const early = await nflTeam(WEEK_10.early);
    const late = await nflTeam(WEEK_10.late);
    const lockedStarter = await playerWith('WR', early, 10);
    const lockedBench = await playerWith('WR', early, 90);
    const freeBench = await playerWith('WR', late, 50);
    await rosterPlayer(t, league, me, lockedStarter, 'WR1');
    await rosterPlayer(t, league, me, lockedBench, 'BENCH');
    await rosterPlayer(t, league, me, freeBench, 'BENCH');
    t.clock.set(WEEK_10.sundayAfternoon);

    const res = await bestLineup(me, league.leagueId);
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(t, me);
    expect(slots.get(lockedStarter)).toBe('WR1');
    expect(slots.get(lockedBench)).toBe('BENCH');
    expect(slots.get(freeBench)).toMatch(/^(WR2|FLEX1)$/);
    // This week's points: 0 once his game is on (no stat line yet), none before kickoff.
    const team = res.json() as MyTeam;
    const weekPointsOf = (id: number) => team.players.find((p) => p.player_id === id)?.week_points;
    expect(weekPointsOf(lockedStarter)).toBe(0);
    expect(weekPointsOf(freeBench)).toBeNull();
  });

  it("fills a vampire's lineup by his own rule set: an RB never in WR/TE", async () => {
    const league = await createRosterLeague(t, {
      teams: 2,
      vampires: 1,
      vampire: {
        running_back_count: 1,
        wide_receiver_count: 2,
        wide_receiver_tight_end_count: 1,
        flex_count: 0,
      },
    });
    const vampire = league.teams[1]!;
    expect(vampire.isVamp).toBe(true);
    const playing = await nflTeam();
    const rbStar = await playerWith('RB', playing, 90);
    const rbTwo = await playerWith('RB', playing, 80);
    const te = await playerWith('TE', playing, 10);
    await rosterPlayer(t, league, vampire, rbStar, 'BENCH');
    await rosterPlayer(t, league, vampire, rbTwo, 'BENCH');
    await rosterPlayer(t, league, vampire, te, 'BENCH');

    const res = await bestLineup(vampire, league.leagueId);
    expect(res.statusCode).toBe(200);
    const slots = await slotsOf(t, vampire);
    expect(slots.get(rbStar)).toBe('RB1');
    expect(slots.get(rbTwo)).toBe('BENCH');
    expect(slots.get(te)).toMatch(/^(TE1|WRT1)$/);
    expect([...slots.values()]).not.toContain('FLEX1');
    // The answer carries both rule sets, for the page's vampire label.
    const team = res.json() as MyTeam;
    expect(team.roster_rules?.wide_receiver_tight_end_count).toBe(1);
    expect(team.regular_roster_rules?.roster_type_id).toBe(1);
    expect(team.regular_roster_rules?.flex_count).toBe(1);
  });

  it('refuses a caller outside the league, an unknown league, a bad id and an inactive league', async () => {
    const league: RosterLeague = await createRosterLeague(t, { teams: 2 });
    const other = await createRosterLeague(t, { teams: 2 });
    const outsider = other.teams[1]!;

    const notMember = await bestLineup(outsider, league.leagueId);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json()).toEqual({ status: 'error', message: MESSAGES.userNotMember });

    const unknown = await bestLineup(outsider, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.leagueNotFound);

    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await bestLineup(outsider, bad);
      expect(res.statusCode, bad).toBe(400);
    }

    expect((await bestLineup(null, league.leagueId)).statusCode).toBe(401);

    const inactive = await createRosterLeague(t, { teams: 2, isActive: false });
    const waiting = inactive.teams[1]!;
    const res = await bestLineup(waiting, inactive.leagueId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.leagueNotActive);
    // An invitee who has not accepted holds no team.
    const invitee = await addTeam(t, league.leagueId, { role: 'invited' });
    expect((await bestLineup(invitee, league.leagueId)).statusCode).toBe(403);
  });
});
