import { describe, expect, it } from 'vitest';
import type { LeagueMember, ScheduleEntry } from '@fangtasy/shared';
import { teamOutlook } from './team-outlook';

const member = (id: number, team_name: string | null): LeagueMember => ({
  id,
  league_id: 1,
  user_id: id,
  role: 'player',
  is_vamp: 0,
  team_name,
  remaining_faab_budget: 100,
  username: `user${id}`,
});
const members = [
  member(1, 'Team Alice'),
  member(2, 'Team Bob'),
  member(3, 'Team Carmen'),
  member(4, null),
];

let nextId = 1;
const game = (
  week: number,
  home: number,
  away: number,
  scores?: [number, number],
): ScheduleEntry => ({
  id: nextId++,
  league_id: 1,
  week,
  home_league_member: home,
  away_league_member: away,
  home_score: scores ? scores[0] : null,
  away_score: scores ? scores[1] : null,
  is_final: scores ? 1 : 0,
});

describe('teamOutlook', () => {
  it('is N/A everywhere but the next match before any week is final', () => {
    const schedule = [game(1, 1, 2), game(1, 3, 4), game(2, 3, 1), game(2, 2, 4)];
    expect(teamOutlook(1, schedule, members)).toEqual({
      record: null,
      standing: null,
      nextMatch: 'Week 1 vs Team Bob',
    });
  });

  it('has no next match without a schedule (before activation)', () => {
    expect(teamOutlook(1, [], members)).toEqual({ record: null, standing: null, nextMatch: null });
  });

  it('counts wins, losses and ties of final weeks and ranks by winning share, then points', () => {
    const schedule = [
      game(1, 1, 2, [100, 90]),
      game(1, 3, 4, [80, 80]),
      game(2, 3, 1, [120, 95.5]),
      game(2, 2, 4, [70, 60]),
      game(3, 1, 4),
      game(3, 2, 3),
    ];
    // Alice 1-1-0 (195.5), Bob 1-1-0 (160), Carmen 1-0-1 (200), member 4 0-1-1 (140).
    expect(teamOutlook(1, schedule, members)).toEqual({
      record: '1-1-0',
      standing: '2nd of 4',
      nextMatch: 'Week 3 vs user4',
    });
    expect(teamOutlook(3, schedule, members).standing).toBe('1st of 4');
    expect(teamOutlook(3, schedule, members).record).toBe('1-0-1');
    expect(teamOutlook(4, schedule, members).standing).toBe('4th of 4');
  });

  it('a team that has not played a final game yet has no record but a standing once others have', () => {
    const schedule = [game(1, 2, 3, [100, 90]), game(2, 1, 2)];
    // Bob 1-0, then Carmen 0-1 ahead on points of the two teams without a game.
    expect(teamOutlook(1, schedule, members)).toMatchObject({ record: null, standing: '3rd of 4' });
  });
});
