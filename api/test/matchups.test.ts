import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeekMatchups } from '@fangtasy/shared/domain';
import { finalizeEndedWeeks } from '../src/services/finalize-weeks';
import { teamScoresForWeek } from '../src/services/team-scores';
import {
  addMatchup,
  addStats,
  pointsOf,
  rosterWithStats,
  sumPoints,
  type WeekLine,
} from './support/matchup-fixtures';
import {
  addGame,
  addSeasonWeeks,
  addTeam,
  call,
  createRosterLeague,
  uniqueTeam,
  WEEK_10,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let league: RosterLeague;
let home: Team;
let away: Team;
let vampire: Team;
let fourth: Team;
const ids: Record<string, number> = {};

const QB_LINE = { passing_yards: 301, passing_tds: 2, interceptions: 1 };
const RB_LINE = { rushing_yards: 77, rushing_tds: 1 };
const BENCH_LINE = { receptions: 8, receiving_yards: 120, receiving_tds: 1 };
const LATE_LINE = { receptions: 5, receiving_yards: 64 };
const AWAY_LINE = { rushing_yards: 140, receptions: 2, receiving_yards: 12 };

beforeAll(async () => {
  t = await createTestApp({ now: WEEK_10.sundayAfternoon.toISOString() });
  await addSeasonWeeks(t);
  league = await createRosterLeague(t, {
    teams: 4,
    vampires: 1,
    vampire: { quarterback_count: 2, bench_count: 2, ir_count: 1 },
  });
  [home, away, fourth, vampire] = league.teams as [Team, Team, Team, Team];
  await t.db
    .updateTable('league_members')
    .set({ team_name: null })
    .where('id', '=', fourth.memberId)
    .execute();
  const early = uniqueTeam();
  const late = uniqueTeam();
  const bye = uniqueTeam();
  await addGame(t, { home: early, away: uniqueTeam(), kickoff: WEEK_10.early });
  await addGame(t, { home: late, away: uniqueTeam(), kickoff: WEEK_10.late });
  const roster = (member: Team, name: string, spec: Parameters<typeof rosterWithStats>[3]) =>
    rosterWithStats(t, league, member, { ...spec, name }).then((id) => {
      ids[name] = id;
    });
  await roster(home, 'Early Quarterback', {
    position: 'QB',
    team: early,
    slot: 'QB1',
    line: QB_LINE,
  });
  await roster(home, 'Early Runner', { position: 'RB', team: early, slot: 'RB1', line: RB_LINE });
  await roster(home, 'Late Receiver', { position: 'WR', team: late, slot: 'WR1', line: LATE_LINE });
  await roster(home, 'Idle Runner', { position: 'RB', team: early, slot: 'RB2' });
  await roster(home, 'Bye Tight End', { position: 'TE', team: bye, slot: 'TE1' });
  await roster(home, 'Bench Receiver', {
    position: 'WR',
    team: early,
    slot: 'BENCH',
    line: BENCH_LINE,
  });
  await roster(home, 'Hurt Runner', { position: 'RB', team: early, slot: 'IR1' });
  await roster(away, 'Away Runner', { position: 'RB', team: early, slot: 'RB1', line: AWAY_LINE });
  await roster(vampire, 'Night Passer', {
    position: 'QB',
    team: early,
    slot: 'QB2',
    line: QB_LINE,
  });
  await addMatchup(t, league, 10, home, away);
  await addMatchup(t, league, 10, vampire, fourth);
  await addMatchup(t, league, 9, away, home);
  await addMatchup(t, league, 9, fourth, vampire);
});
afterAll(() => t.close());

const matchups = (member: Team | null, week: number | string, leagueId: number = league.leagueId) =>
  call(t, member, 'GET', `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${week}`);

const weekOf = async (
  member: Team,
  week: number,
  leagueId: number = league.leagueId,
): Promise<WeekMatchups> => {
  const res = await matchups(member, week, leagueId);
  expect(res.statusCode).toBe(200);
  return res.json() as WeekMatchups;
};

type Slot = NonNullable<WeekMatchups['matchups'][number]['home']['starters']>[number];
const shown = (slots: Slot[] | null) =>
  (slots ?? []).map((slot) => [slot.slot, slot.player?.player_name ?? 'Empty', slot.player?.score]);

describe('GET /matchups/getMatchupsByLeagueAndWeek/:league_id/:week', () => {
  it('asks for a session, answers members only, and refuses malformed ids and weeks', async () => {
    expect((await matchups(null, 10)).statusCode).toBe(401);
    const outsider = await addTeam(t, (await createRosterLeague(t, { teams: 1 })).leagueId);
    const refused = await matchups(outsider, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
    expect((await matchups(home, 10, 999_999)).statusCode).toBe(404);
    for (const week of ['0', '-1', '1.5', 'ten']) {
      const bad = await matchups(home, week);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ status: 'error', message: MESSAGES.scoreWeekInvalid });
    }
    expect((await matchups(home, 10, 0)).statusCode).toBe(400);
  });

  it("gives the week, the season's weeks, the current week and the caller's own membership", async () => {
    const data = await weekOf(away, 10);
    expect(data.league).toMatchObject({ league_id: league.leagueId, season: 2025 });
    expect(data).toMatchObject({
      week: 10,
      weeks: [9, 10],
      current_week: 10,
      own_league_member_id: away.memberId,
      is_final: false,
      updated_at: WEEK_10.sundayAfternoon.toISOString(),
    });
    expect(data.matchups.map((m) => [m.home.league_member_id, m.away.league_member_id])).toEqual([
      [home.memberId, away.memberId],
      [vampire.memberId, fourth.memberId],
    ]);
    expect(data.matchups[1]!.away.team_name).toBeNull();
  });

  it("lays out each side's starters with empty slots, then bench and IR, each player with his points", async () => {
    const [matchup] = (await weekOf(home, 10)).matchups;
    expect(shown(matchup!.home.starters)).toEqual([
      ['QB1', 'Early Quarterback', pointsOf(QB_LINE)],
      ['RB1', 'Early Runner', pointsOf(RB_LINE)],
      ['RB2', 'Idle Runner', 0],
      ['WR1', 'Late Receiver', null],
      ['WR2', 'Empty', undefined],
      ['TE1', 'Bye Tight End', null],
      ['FLEX1', 'Empty', undefined],
    ]);
    expect(shown(matchup!.home.bench)).toEqual([
      ['BENCH1', 'Bench Receiver', pointsOf(BENCH_LINE)],
      ['BENCH2', 'Empty', undefined],
      ['BENCH3', 'Empty', undefined],
      ['BENCH4', 'Empty', undefined],
      ['BENCH5', 'Empty', undefined],
      ['BENCH6', 'Empty', undefined],
      ['IR1', 'Hurt Runner', 0],
      ['IR2', 'Empty', undefined],
    ]);
    const statuses = Object.fromEntries(
      [...matchup!.home.starters!, ...matchup!.home.bench!].flatMap((slot) =>
        slot.player ? [[slot.player.player_name, slot.player.game_status]] : [],
      ),
    );
    expect(statuses).toMatchObject({
      'Early Quarterback': 'in_progress',
      'Late Receiver': 'scheduled',
      'Bye Tight End': 'none',
    });
    expect(matchup!.home.player_count).toBe(7);
  });

  it('scores each team as the sum of its starters, the same as the set-based team scores', async () => {
    const [matchup] = (await weekOf(home, 10)).matchups;
    expect(matchup!.home.score).toBe(sumPoints(pointsOf(QB_LINE), pointsOf(RB_LINE)));
    expect(matchup!.away.score).toBe(pointsOf(AWAY_LINE));
    const sql = await teamScoresForWeek(t.db, {
      leagues: [league.leagueId],
      season: 2025,
      week: 10,
      countedUntil: t.clock.now(),
      lineup: 'current',
    });
    expect(sql.find((row) => row.league_member_id === home.memberId)?.score).toBe(
      matchup!.home.score,
    );
  });

  it("lays out a vampire's side under the vampire rule set", async () => {
    const matchup = (await weekOf(vampire, 10)).matchups[1]!;
    expect(matchup.home.starters!.map((slot) => slot.slot).slice(0, 2)).toEqual(['QB1', 'QB2']);
    expect(shown(matchup.home.starters)[1]).toEqual(['QB2', 'Night Passer', pointsOf(QB_LINE)]);
    expect(matchup.home.score).toBe(pointsOf(QB_LINE));
    expect(matchup.home.bench!.map((slot) => slot.slot)).toEqual(['BENCH1', 'BENCH2', 'IR1']);
    expect(matchup.away.player_count).toBe(0);
    expect(matchup.away.score).toBe(0);
  });

  it('gives each player his season points per game played: weeks with a line whose game kicked off', async () => {
    const team = uniqueTeam();
    const now = t.clock.now();
    // His season: three games played by the clock (week 10's under way), a week-7 line without
    // a game of his team (not counted), and week 11's line imported early (not kicked off).
    const season: { week: number; kickoff: Date | null; line: WeekLine }[] = [
      { week: 7, kickoff: null, line: { rushing_yards: 200, rushing_tds: 3 } },
      { week: 8, kickoff: new Date('2025-10-26T17:00:00Z'), line: { rushing_yards: 83 } },
      { week: 9, kickoff: new Date('2025-11-02T18:00:00Z'), line: RB_LINE },
      { week: 10, kickoff: WEEK_10.early, line: { rushing_yards: 31, receptions: 3 } },
      { week: 11, kickoff: new Date('2025-11-16T18:00:00Z'), line: { rushing_yards: 150 } },
    ];
    const id = await rosterWithStats(t, league, away, {
      position: 'RB',
      team,
      slot: 'BENCH',
      name: 'Steady Runner',
    });
    for (const { week, kickoff, line } of season) {
      if (kickoff) await addGame(t, { home: team, away: uniqueTeam(), kickoff, week });
      await addStats(t, id, team, line, week);
    }
    let cents = 0;
    let games = 0;
    for (const { kickoff, line } of season)
      if (kickoff !== null && kickoff <= now) {
        cents += Math.round(pointsOf(line) * 100);
        games += 1;
      }
    const expected = Math.round(cents / games) / 100;
    expect(games).toBe(3);

    const data = await weekOf(home, 10);
    const players = data.matchups
      .flatMap((matchup) => [matchup.home, matchup.away])
      .flatMap((side) => [...(side.starters ?? []), ...(side.bench ?? [])])
      .flatMap((slot) => (slot.player ? [slot.player] : []));
    const perGame = Object.fromEntries(players.map((p) => [p.player_name, p.points_per_game]));
    expect(perGame['Steady Runner']).toBe(expected);
    // One game played (week 10's, under way): his points so far are his per-game figure.
    expect(perGame['Early Quarterback']).toBe(pointsOf(QB_LINE));
    // No stat line yet: 0, never missing.
    expect(perGame['Idle Runner']).toBe(0);
    expect(perGame['Late Receiver']).toBe(0);
    expect(players.every((p) => typeof p.points_per_game === 'number')).toBe(true);
  });

  it('names the rule set each side plays under and gives both rule sets once, values only', async () => {
    const data = await weekOf(home, 10);
    expect(data.matchups.map((m) => [m.home.roster_type_id, m.away.roster_type_id])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(data.roster_rules.map((rules) => rules.roster_type_id)).toEqual([1, 2]);
    expect(data.roster_rules[1]).toMatchObject({ quarterback_count: 2, bench_count: 2 });
    expect(data.roster_rules[0]).toMatchObject({ quarterback_count: 1 });
    for (const rules of data.roster_rules) {
      expect(rules).not.toHaveProperty('id');
      expect(rules).not.toHaveProperty('league_id');
      expect(rules).not.toHaveProperty('beginning_faab');
    }
  });

  it('says a game is in progress and when the next kicks off, and scores later kickoffs as the clock passes them', async () => {
    const before = await weekOf(home, 10);
    expect(before.in_progress).toBe(true);
    expect(before.next_kickoff).toBe(WEEK_10.late.toISOString());

    t.clock.set(new Date('2025-11-09T23:00:00Z'));
    try {
      const after = await weekOf(home, 10);
      const late = after.matchups[0]!.home.starters!.find((slot) => slot.slot === 'WR1');
      expect(late?.player?.score).toBe(pointsOf(LATE_LINE));
      expect(after.matchups[0]!.home.score).toBe(
        sumPoints(pointsOf(QB_LINE), pointsOf(RB_LINE), pointsOf(LATE_LINE)),
      );
      expect(after.in_progress).toBe(true);
      expect(after.updated_at).toBe('2025-11-09T23:00:00.000Z');

      // Monday 4 AM Eastern: nothing left to kick off, but no final score is recorded yet, so
      // the games are still in progress — however long after their kickoff.
      t.clock.set(new Date('2025-11-10T09:00:00Z'));
      const unrecorded = await weekOf(home, 10);
      expect(unrecorded).toMatchObject({ in_progress: true, next_kickoff: null, is_final: false });
      expect(unrecorded.matchups[0]!.home.starters![0]!.player!.game_status).toBe('in_progress');

      // The NFL data records every final score: each game is final, and so is the week.
      await t.db
        .updateTable('nfl_games')
        .set({ status: 'final', home_score: 24, away_score: 17 })
        .where('season', '=', 2025)
        .where('week', '=', 10)
        .execute();
      const quiet = await weekOf(home, 10);
      expect(quiet).toMatchObject({ in_progress: false, next_kickoff: null, is_final: true });
      const states = quiet.matchups[0]!.home.starters!.flatMap((slot) =>
        slot.player ? [[slot.player.player_name, slot.player.game_status]] : [],
      );
      expect(Object.fromEntries(states)).toMatchObject({
        'Early Quarterback': 'final',
        'Late Receiver': 'final',
        'Bye Tight End': 'none',
      });
      // Its scores are the live ones of the lineup, as Matchups showed them a moment before.
      expect(quiet.matchups[0]!.home.score).toBe(unrecorded.matchups[0]!.home.score);
    } finally {
      t.clock.set(WEEK_10.sundayAfternoon);
      await t.db
        .updateTable('nfl_games')
        .set({ status: 'scheduled', home_score: null, away_score: null })
        .where('season', '=', 2025)
        .where('week', '=', 10)
        .execute();
    }
  });

  it("offers the league's 14 weeks, not every week of the NFL season", async () => {
    // The NFL season runs to week 18; the league's schedule stops at 14.
    const late = [15, 18].map((week) => ({
      year: 2025,
      week,
      begin_datetime: new Date(Date.UTC(2025, 11, week - 7)),
      end_datetime: new Date(Date.UTC(2025, 11, week)),
    }));
    await t.db.insertInto('fantasy_weeks').values(late).execute();
    try {
      expect((await weekOf(home, 10)).weeks).toEqual([9, 10]);
    } finally {
      await t.db.deleteFrom('fantasy_weeks').where('week', 'in', [15, 18]).execute();
    }
  });

  it('answers a week without matchups with an empty list', async () => {
    const data = await weekOf(home, 11);
    expect(data.matchups).toEqual([]);
    expect(data.in_progress).toBe(false);
  });

  it('shows a final week with its stored scores and the lineup it ended with', async () => {
    const finalLeague = await createRosterLeague(t, { teams: 2 });
    const [a, b] = finalLeague.teams as [Team, Team];
    const team = uniqueTeam();
    await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
    const line = { passing_yards: 220, passing_tds: 1 };
    const qb = await rosterWithStats(t, finalLeague, a, {
      position: 'QB',
      team,
      slot: 'QB1',
      line,
      name: 'Final Passer',
    });
    await addMatchup(t, finalLeague, 10, a, b);
    t.clock.set(WEEK_10.end);
    try {
      await finalizeEndedWeeks(t.db, WEEK_10.end);
      // The week is over: he is dropped and another player takes his slot.
      await t.db
        .updateTable('rostered_players')
        .set({ is_rostered: 0 })
        .where('player_id', '=', qb)
        .execute();
      await rosterWithStats(t, finalLeague, a, {
        position: 'QB',
        team,
        slot: 'QB1',
        line: { passing_yards: 400 },
        name: 'New Passer',
      });
      const data = await weekOf(a, 10, finalLeague.leagueId);
      expect(data).toMatchObject({ is_final: true, in_progress: false });
      expect(data.matchups[0]).toMatchObject({ is_final: true, home: { score: pointsOf(line) } });
      expect(shown(data.matchups[0]!.home.starters)[0]).toEqual([
        'QB1',
        'Final Passer',
        pointsOf(line),
      ]);
      // The week has ended: its games are final for the league, recorded or not.
      expect(data.matchups[0]!.home.starters![0]!.player!.game_status).toBe('final');
    } finally {
      t.clock.set(WEEK_10.sundayAfternoon);
    }
    // With the clock back inside week 10, the week is live again from today's rosters.
    const live = await weekOf(a, 10, finalLeague.leagueId);
    expect(live.is_final).toBe(false);
    expect(shown(live.matchups[0]!.home.starters)[0]).toEqual([
      'QB1',
      'New Passer',
      pointsOf({ passing_yards: 400 }),
    ]);
  });

  it('gives the whole page in a constant number of queries, and after a move reads only the mover', async () => {
    let queries = 0;
    const original = t.db.getExecutor().executeQuery.bind(t.db.getExecutor());
    const executor = t.db.getExecutor() as { executeQuery: typeof original };
    executor.executeQuery = (...args) => {
      queries++;
      return original(...args);
    };
    const countedWeek = async (team: Team) => {
      queries = 0;
      const week = await weekOf(team, 10);
      return { week, queries };
    };
    try {
      // However many players: the session with the read versions, the matchups' versions, and
      // what of the setup, the NFL week, its points, the players, the lineups and the season
      // points this process does not hold at their versions yet.
      const first = await countedWeek(home);
      expect(first.queries).toBeLessThanOrEqual(16);
      // A roster move raises the mover's lineup version alone (migration 010): the next read is
      // the session check, the versions and that one lineup — whoever reads it.
      await t.db
        .updateTable('rostered_players')
        .set({ roster_position: 'BENCH' })
        .where('league_member_id', '=', home.memberId)
        .where('player_id', '=', ids['Bye Tight End']!)
        .execute();
      const afterMove = await countedWeek(away);
      expect(afterMove.queries).toBe(3);
      const moved = afterMove.week.matchups[0]!.home.bench!.map((slot) => slot.player?.player_name);
      expect(moved).toContain('Bye Tight End');
    } finally {
      executor.executeQuery = original;
      await t.db
        .updateTable('rostered_players')
        .set({ roster_position: 'TE1' })
        .where('league_member_id', '=', home.memberId)
        .where('player_id', '=', ids['Bye Tight End']!)
        .execute();
    }
  });
});
