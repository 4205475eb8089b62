import { describe, expect, it } from 'vitest';
import {
  pointsPerGame,
  projectedFinal,
  projectSide,
  shareLeftToPlay,
  winProbability,
  type ProjectedPlayer,
} from './projection';

const player = (over: Partial<ProjectedPlayer>): ProjectedPlayer => ({
  game_status: 'scheduled',
  score: null,
  period: null,
  game_clock: null,
  points_per_game: 10,
  ...over,
});

describe('projections', () => {
  it('averages season points over games played, 0 before the first game', () => {
    expect(pointsPerGame(100.5, 6)).toBe(16.75);
    expect(pointsPerGame(10, 3)).toBe(3.33);
    expect(pointsPerGame(12, 0)).toBe(0);
  });

  it('reads the share of regulation left from quarter and clock', () => {
    expect(shareLeftToPlay(1, '15:00')).toBe(1);
    // Q3 with 7:06 left: 15 minutes of Q4 plus 7.1 of Q3 = 22.1 of 60.
    expect(shareLeftToPlay(3, '7:06')).toBeCloseTo(22.1 / 60, 10);
    expect(shareLeftToPlay(4, '0:00')).toBe(0);
    expect(shareLeftToPlay(5, '8:00')).toBe(0);
    expect(shareLeftToPlay(null, null)).toBe(1);
  });

  it('projects a final by game state', () => {
    expect(projectedFinal(player({ game_status: 'scheduled' }))).toBe(10);
    expect(projectedFinal(player({ game_status: 'none' }))).toBe(0);
    expect(projectedFinal(player({ game_status: 'final', score: 4.2 }))).toBe(4.2);
    // Half of regulation left (Q3 15:00): 6 so far + 10 × 0.5.
    expect(
      projectedFinal(
        player({ game_status: 'in_progress', score: 6, period: 3, game_clock: '15:00' }),
      ),
    ).toBe(11);
  });

  it('projects a side: actual plus what its starters still owe, counting who is yet to play', () => {
    const starters = [
      player({ game_status: 'final', score: 20 }),
      player({ game_status: 'in_progress', score: 5, period: 2, game_clock: '0:00' }),
      player({ game_status: 'scheduled', points_per_game: 12.5 }),
      player({ game_status: 'none' }),
      null,
    ];
    const side = projectSide(25, starters);
    expect(side).toEqual({ projected: 42.5, still_to_come: 17.5, yet_to_play: 1, playing: 1 });
  });

  it('turns two projections into a chance to win', () => {
    const done = (projected: number) => ({
      projected,
      still_to_come: 0,
      yet_to_play: 0,
      playing: 0,
    });
    expect(winProbability(done(80), done(70))).toBe(1);
    expect(winProbability(done(70), done(80))).toBe(0);
    expect(winProbability(done(70), done(70))).toBe(0.5);
    const even = { projected: 90, still_to_come: 20, yet_to_play: 2, playing: 0 };
    expect(winProbability(even, even)).toBe(0.5);
    // Ahead by 10 with 20 + 20 to come: z = 10 / (0.8 × √800) ≈ 0.442, Φ ≈ 0.67.
    const ahead = { ...even, projected: 100 };
    expect(winProbability(ahead, even)).toBe(0.67);
    expect(winProbability(even, ahead)).toBe(0.33);
  });
});
