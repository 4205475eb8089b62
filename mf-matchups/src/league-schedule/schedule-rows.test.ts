import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '@fangtasy/shared';
import { member } from '@fangtasy/shared/testing';
import { bracketComplete, bracketUnderWay, teamOf } from '../bracket/bracket-fixtures';
import { scheduleRows } from './schedule-rows';

/** The fixtures' ten teams: seed n is member 100 + n; alice is seed 3. */
const MEMBERS = Array.from({ length: 10 }, (_, index) => {
  const team = teamOf(index + 1);
  return member({
    id: team.league_member_id,
    user_id: index + 1,
    username: team.username,
    team_name: team.team_name,
  });
});

const playoffGame = (
  week: number,
  home: number,
  away: number,
  roundName: string,
  scores: [number, number] | null,
  isFinal: boolean,
): ScheduleEntry => ({
  id: week * 100 + home,
  league_id: 7,
  week,
  home_league_member: 100 + home,
  away_league_member: 100 + away,
  home_score: scores ? scores[0] : null,
  away_score: scores ? scores[1] : null,
  is_final: isFinal ? 1 : 0,
  home_team_name: null,
  away_team_name: null,
  playoff: {
    bracket: 'playoff',
    round: roundName === 'Quarterfinals' ? 1 : 2,
    round_name: roundName,
    round_week: 1,
    round_weeks: 1,
    home_seed: home,
    away_seed: away,
    home_points_before: 0,
    away_points_before: 0,
  },
});

/** Week 10's quarterfinals are final (3 beat 6, 5 beat 4); week 11's semifinals are live. */
const SCHEDULE = [
  playoffGame(10, 3, 6, 'Quarterfinals', [120, 87.1], true),
  playoffGame(10, 4, 5, 'Quarterfinals', [98.5, 101.25], true),
  playoffGame(11, 1, 5, 'Semifinals', [45.5, 60.25], false),
  playoffGame(11, 2, 3, 'Semifinals', [30, 52.75], false),
];

const weeks10to14 = (memberId: number, bracket = bracketUnderWay()) =>
  scheduleRows(memberId, SCHEDULE, MEMBERS, bracket)
    .slice(9)
    .map((row) => [row.matchup, row.score, row.result]);

describe('weeks 10-14 of a member schedule', () => {
  it("are the spec's 'TBD' until the league is seeded (no bracket read, or not seeded yet)", () => {
    expect(
      scheduleRows(103, [], MEMBERS, null)
        .slice(9)
        .map((row) => row.matchup),
    ).toEqual(Array(5).fill('TBD'));
  });

  it("once seeded: each playoff game with its round's name and the opponent, then the round to come, then no games", () => {
    expect(weeks10to14(103)).toEqual([
      ['Quarterfinals: Team 6 @ Alice Anchors', '87.10 @ 120.00', 'W'],
      ['Semifinals: Alice Anchors @ Team 2', '52.75 @ 30.00', 'Live'],
      ['Championship: TBD', '', null],
      ['No games this week', '', null],
      ['No games this week', '', null],
    ]);
  });

  it('a top seed has a bye in the first round', () => {
    expect(weeks10to14(101)[0]).toEqual(['Quarterfinals: Bye', '', null]);
  });

  it('a team out of the playoffs has no match in their weeks', () => {
    // Seed 4 lost its quarterfinal; seed 8 plays the consolation bracket from week 11.
    expect(weeks10to14(104).map(([matchup]) => matchup)).toEqual([
      'Quarterfinals: Team 5 @ Team 4',
      'No match scheduled',
      'No match scheduled',
      'No games this week',
      'No games this week',
    ]);
    expect(weeks10to14(108)[1]).toEqual(['Consolation semifinals: TBD', '', null]);
  });

  it('at the end the final is named with both teams', () => {
    const final = playoffGame(12, 1, 3, 'Championship', [110, 110], true);
    const rows = scheduleRows(103, [...SCHEDULE, final], MEMBERS, bracketComplete()).slice(11, 12);
    expect(rows.map((row) => [row.matchup, row.result])).toEqual([
      ['Championship: Alice Anchors @ Team 1', 'T'],
    ]);
  });
});
