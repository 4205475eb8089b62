import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countedStatsSql, teamScoresForWeek, type WeekScoring } from '../src/services/team-scores';
import { statsKickoffSql } from '../src/services/weekly-scores';
import { addStats, pointsOf, rosterWithStats, sumPoints } from './support/matchup-fixtures';
import {
  addGame,
  addSeasonWeeks,
  createPlayer,
  createRosterLeague,
  unique,
  uniqueTeam,
  WEEK_10,
  type RosterLeague,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: WEEK_10.sundayAfternoon.toISOString() });
  await addSeasonWeeks(t);
});
afterAll(() => t.close());

const week10 = (leagues: readonly number[], overrides: Partial<WeekScoring> = {}): WeekScoring => ({
  leagues,
  season: 2025,
  week: 10,
  countedUntil: WEEK_10.sundayAfternoon,
  lineup: 'current',
  ...overrides,
});

const scoreOf = async (scoring: WeekScoring, memberId: number) =>
  (await teamScoresForWeek(t.db, scoring)).find((row) => row.league_member_id === memberId)
    ?.score ?? 0;

/** A team of its own that kicked off at 1 PM on the Sunday of week 10. */
async function earlyTeam(): Promise<string> {
  const team = uniqueTeam();
  await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
  return team;
}

describe('team scores of a week (one query for every team of the leagues)', () => {
  let league: RosterLeague;
  beforeAll(async () => {
    league = await createRosterLeague(t, {
      teams: 2,
      vampires: 1,
      regular: { running_back_count: 2, flex_count: 1 },
      vampire: { running_back_count: 1, flex_count: 0 },
    });
  });

  it('sums the starters only: BENCH and IR players score nothing for the team', async () => {
    const team = await earlyTeam();
    const regular = league.teams[0]!;
    const qb = { passing_yards: 287, passing_tds: 2, interceptions: 1 };
    const rb = { rushing_yards: 112, rushing_tds: 1, receptions: 3, receiving_yards: 19 };
    await rosterWithStats(t, league, regular, { position: 'QB', team, slot: 'QB1', line: qb });
    await rosterWithStats(t, league, regular, { position: 'RB', team, slot: 'RB1', line: rb });
    await rosterWithStats(t, league, regular, {
      position: 'WR',
      team,
      slot: 'BENCH',
      line: { receptions: 9, receiving_yards: 140, receiving_tds: 2 },
    });
    await rosterWithStats(t, league, regular, {
      position: 'TE',
      team,
      slot: 'IR1',
      line: { receptions: 5, receiving_yards: 60 },
    });

    expect(await scoreOf(week10([league.leagueId]), regular.memberId)).toBe(
      sumPoints(pointsOf(qb), pointsOf(rb)),
    );
  });

  it("counts a slot only within the member's own rule set: vampires play theirs", async () => {
    const team = await earlyTeam();
    const vampire = league.teams[1]!;
    const line = { rushing_yards: 50 };
    // The vampire rule set has one RB slot and no FLEX: RB2 and FLEX1 sit on the bench.
    await rosterWithStats(t, league, vampire, { position: 'RB', team, slot: 'RB1', line });
    await rosterWithStats(t, league, vampire, { position: 'RB', team, slot: 'RB2', line });
    await rosterWithStats(t, league, vampire, { position: 'RB', team, slot: 'FLEX1', line });
    expect(await scoreOf(week10([league.leagueId]), vampire.memberId)).toBe(pointsOf(line));
  });

  it('counts a stat line only once its game has kicked off by the clock', async () => {
    const other = await createRosterLeague(t, { teams: 2 });
    const lateTeam = uniqueTeam();
    await addGame(t, { home: lateTeam, away: uniqueTeam(), kickoff: WEEK_10.late });
    const member = other.teams[0]!;
    const line = { receptions: 6, receiving_yards: 81, receiving_tds: 1 };
    await rosterWithStats(t, other, member, { position: 'WR', team: lateTeam, slot: 'WR1', line });

    expect(await scoreOf(week10([other.leagueId]), member.memberId)).toBe(0);
    const afterLate = week10([other.leagueId], { countedUntil: new Date('2025-11-09T23:00:00Z') });
    expect(await scoreOf(afterLate, member.memberId)).toBe(pointsOf(line));
  });

  it("scores each league of a batch under that league's own scoring rules", async () => {
    const team = await earlyTeam();
    const ppr = await createRosterLeague(t, { teams: 2, scoring: { receptions: 1 } });
    const standard = await createRosterLeague(t, { teams: 2, scoring: { receptions: 0 } });
    const line = { receptions: 10, receiving_yards: 100 };
    const player = await rosterWithStats(t, ppr, ppr.teams[0]!, {
      position: 'WR',
      team,
      slot: 'WR1',
      line,
    });
    await t.db
      .insertInto('rostered_players')
      .values({
        league_id: standard.leagueId,
        league_member_id: standard.teams[0]!.memberId,
        player_id: player,
        roster_position: 'WR1',
      })
      .execute();
    const scores = await teamScoresForWeek(t.db, week10([ppr.leagueId, standard.leagueId]));
    expect(scores).toEqual(
      expect.arrayContaining([
        { league_id: ppr.leagueId, league_member_id: ppr.teams[0]!.memberId, score: 25 },
        { league_id: standard.leagueId, league_member_id: standard.teams[0]!.memberId, score: 15 },
      ]),
    );
  });

  it("rounds each player's points to 2 decimals before adding them, as the page shows them", async () => {
    const team = await earlyTeam();
    // 0.0333 × 10 = 0.333 → 0.33, three times: 0.99, where an unrounded sum would give 1.00.
    const fractional2 = await createRosterLeague(t, {
      teams: 2,
      scoring: { rushing_yards: 0.0333 },
    });
    const member2 = fractional2.teams[0]!;
    for (const slot of ['RB1', 'RB2', 'FLEX1']) {
      await rosterWithStats(t, fractional2, member2, {
        position: 'RB',
        team,
        slot,
        line: { rushing_yards: 10 },
      });
    }
    expect(await scoreOf(week10([fractional2.leagueId]), member2.memberId)).toBe(0.99);
  });

  it('scores the frozen lineup of a final week, not the roster of today', async () => {
    const team = await earlyTeam();
    const frozen = await createRosterLeague(t, { teams: 2 });
    const member = frozen.teams[0]!;
    const line = { passing_yards: 250, passing_tds: 3 };
    const qb = await rosterWithStats(t, frozen, member, {
      position: 'QB',
      team,
      slot: 'QB1',
      line,
    });
    await t.db
      .insertInto('matchup_lineups')
      .values({
        league_id: frozen.leagueId,
        week: 10,
        league_member_id: member.memberId,
        player_id: qb,
        roster_position: 'QB1',
      })
      .execute();
    // He is dropped afterwards: today's roster has nobody, the week-10 lineup still has him.
    await t.db
      .updateTable('rostered_players')
      .set({ is_rostered: 0 })
      .where('player_id', '=', qb)
      .execute();
    expect(await scoreOf(week10([frozen.leagueId]), member.memberId)).toBe(0);
    expect(await scoreOf(week10([frozen.leagueId], { lineup: 'frozen' }), member.memberId)).toBe(
      pointsOf(line),
    );
    expect(
      await scoreOf(week10([frozen.leagueId], { lineup: 'frozen', week: 9 }), member.memberId),
    ).toBe(0);
  });

  it('scores negative points and corrected stats', async () => {
    const team = await earlyTeam();
    const negative = await createRosterLeague(t, { teams: 2 });
    const member = negative.teams[0]!;
    const qb = await rosterWithStats(t, negative, member, {
      position: 'QB',
      team,
      slot: 'QB1',
      line: { passing_yards: -5, interceptions: 2, fumbles_lost: 1 },
    });
    expect(await scoreOf(week10([negative.leagueId]), member.memberId)).toBe(-6.2);
    await addStats(t, qb, team, { passing_yards: 20, interceptions: 0, fumbles_lost: 0 });
    expect(await scoreOf(week10([negative.leagueId]), member.memberId)).toBe(0.8);
  });

  it("counts the same stat lines as statsKickoffSql: by the row's game, else its team's game", async () => {
    const early = uniqueTeam();
    const late = uniqueTeam();
    await addGame(t, { home: early, away: uniqueTeam(), kickoff: WEEK_10.early });
    await addGame(t, { home: late, away: uniqueTeam(), kickoff: WEEK_10.late });
    const lateGame = await t.db
      .selectFrom('nfl_games')
      .select('game_id')
      .where('home_team', '=', late)
      .executeTakeFirstOrThrow();
    const noKickoff = unique('game_');
    await t.db
      .insertInto('nfl_games')
      .values({
        game_id: noKickoff,
        season: 2025,
        week: 10,
        home_team: uniqueTeam(),
        away_team: uniqueTeam(),
        gameday: '2025-11-09',
        weekday: 'Sunday',
      })
      .execute();
    const line = async (team: string, gameId: string | null) => {
      const player = await createPlayer(t, { position: 'WR', team });
      await t.db
        .insertInto('weekly_stats')
        .values({ player_id: player, season: 2025, week: 10, team, game_id: gameId, receptions: 1 })
        .execute();
    };
    await line(early, null); // his team's early game
    await line(early, lateGame.game_id); // his own (late) game wins over his team's
    await line(late, null); // the late game
    await line(early, noKickoff); // a game without a kickoff: his team's game instead
    await line(uniqueTeam(), null); // no game at all: never counted
    for (const now of [WEEK_10.sundayAfternoon, new Date('2025-11-09T23:00:00Z')]) {
      const counted = await sql<{ player_id: number }>`
        select player_id from (${countedStatsSql(2025, 10, now)}) c order by player_id`.execute(
        t.db,
      );
      const expected = await sql<{ player_id: number }>`
        select player_id from weekly_stats ws
        where ws.season = 2025 and ws.week = 10 and ${statsKickoffSql('ws')} <= ${now}
        order by player_id`.execute(t.db);
      expect(counted.rows).toEqual(expected.rows);
    }
  });
});
