import { describe, expect, it } from 'vitest';
import { roundRobinSchedule, shuffle } from './round-robin';

const teams = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const schedule = roundRobinSchedule(teams);
const pairKey = (a: number, b: number) => [a, b].sort((x, y) => x - y).join('-');

describe('round robin for a 10-team league', () => {
  it('plays 9 weeks of 5 matchups', () => {
    expect(schedule).toHaveLength(45);
    expect(new Set(schedule.map((p) => p.week))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('has every team meet every other team exactly once', () => {
    const pairs = new Set(schedule.map((p) => pairKey(p.home, p.away)));
    expect(pairs.size).toBe(45);
    expect(schedule.every((p) => p.home !== p.away)).toBe(true);
  });

  it('has each team play exactly once per week', () => {
    for (let week = 1; week <= 9; week++) {
      const playing = schedule.filter((p) => p.week === week).flatMap((p) => [p.home, p.away]);
      expect(playing.sort((a, b) => a - b)).toEqual(teams);
    }
  });

  it('has nobody always home or always away: 4 or 5 home games each', () => {
    for (const team of teams) {
      const home = schedule.filter((p) => p.home === team).length;
      expect(home === 4 || home === 5).toBe(true);
    }
  });

  it('never has a team home (or away) more than two weeks running', () => {
    for (const team of teams) {
      const sides = schedule
        .filter((p) => p.home === team || p.away === team)
        .sort((a, b) => a.week - b.week)
        .map((p) => (p.home === team ? 'H' : 'A'))
        .join('');
      expect(sides).not.toMatch(/HHH|AAA/);
    }
  });

  it('refuses an odd number of teams', () => {
    expect(() => roundRobinSchedule([1, 2, 3])).toThrow();
    expect(() => roundRobinSchedule([1])).toThrow();
  });
});

describe('shuffle', () => {
  it('keeps every item and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const shuffled = shuffle(input, () => 0.3);
    expect([...shuffled].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws its order from the given random source', () => {
    let seed = 7;
    const seeded = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const first = shuffle(teams, seeded);
    seed = 7;
    expect(shuffle(teams, seeded)).toEqual(first);
    expect(shuffle(teams, () => 0)).not.toEqual(teams);
  });
});
