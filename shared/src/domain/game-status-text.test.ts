import { describe, expect, it } from 'vitest';
import { gameStatusText, kickoffText, periodText, type GameStatusFacts } from './game-status-text';

const game = (facts: Partial<GameStatusFacts> = {}): GameStatusFacts => ({
  kickoff: '2025-11-02T18:00:00.000Z',
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
  is_home: true,
  ...facts,
});

describe('gameStatusText', () => {
  it('reads a game under way as its quarter and clock', () => {
    expect(gameStatusText('in_progress', game({ period: 3, game_clock: '7:42' }))).toBe('Q3 7:42');
    expect(gameStatusText('in_progress', game({ period: 1, game_clock: '15:00' }))).toBe(
      'Q1 15:00',
    );
    expect(gameStatusText('in_progress', game({ period: 4, game_clock: '07:05' }))).toBe('Q4 7:05');
  });

  it('calls the fifth period OT, and counts further overtimes', () => {
    expect(gameStatusText('in_progress', game({ period: 5, game_clock: '2:10' }))).toBe('OT 2:10');
    expect(gameStatusText('in_progress', game({ period: 6, game_clock: '9:59' }))).toBe('2OT 9:59');
    expect(periodText(2)).toBe('Q2');
  });

  it("says 'Live' when no source reports the quarter, and the quarter alone without a clock", () => {
    expect(gameStatusText('in_progress', game())).toBe('Live');
    expect(gameStatusText('in_progress', game({ period: 2 }))).toBe('Q2');
  });

  it("reads a final game as 'Final' with the player's team's score first", () => {
    expect(gameStatusText('final', game({ home_score: 24, away_score: 17 }))).toBe('Final 24–17');
    expect(gameStatusText('final', game({ home_score: 24, away_score: 17, is_home: false }))).toBe(
      'Final 17–24',
    );
    expect(gameStatusText('final', game({ home_score: 24 }))).toBe('Final');
  });

  it('reads a game to come as its Eastern kickoff, and a bye as Bye', () => {
    expect(gameStatusText('scheduled', game())).toBe('Sun 1:00 PM ET');
    expect(gameStatusText('scheduled', game({ kickoff: '2025-11-04T01:15:00.000Z' }))).toBe(
      'Mon 8:15 PM ET',
    );
    expect(gameStatusText('scheduled', game({ kickoff: null }))).toBe('TBD');
    expect(gameStatusText('none', game())).toBe('Bye');
    expect(gameStatusText('in_progress', null)).toBe('Bye');
    expect(kickoffText('2025-11-02T21:25:00.000Z')).toBe('Sun 4:25 PM ET');
  });
});
