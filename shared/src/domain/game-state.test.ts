import { describe, expect, it } from 'vitest';
import { gameReportAt, gameStateAt } from './game-state';

const kickoff = '2025-10-27T00:15:00Z'; // a Monday-night game, 8:15 PM Eastern
const weekEnd = '2025-10-28T04:00:00Z'; // that fantasy week ends Tuesday 00:00 Eastern
const at = (iso: string) => new Date(iso);

describe('gameStateAt', () => {
  it('is scheduled before kickoff, whatever the data already records', () => {
    expect(gameStateAt({ kickoff, status: 'final' }, at('2025-10-26T23:00:00Z'), weekEnd)).toBe(
      'scheduled',
    );
    expect(gameStateAt({ kickoff: null, status: 'scheduled' }, at('2025-11-01T00:00:00Z'))).toBe(
      'scheduled',
    );
  });

  it('is in progress from kickoff until a final score is recorded, however long that takes', () => {
    expect(gameStateAt({ kickoff, status: 'scheduled' }, at('2025-10-27T05:00:00Z'), weekEnd)).toBe(
      'in_progress',
    );
    expect(
      gameStateAt({ kickoff, status: 'in_progress' }, at('2025-10-28T03:59:00Z'), weekEnd),
    ).toBe('in_progress');
    expect(gameStateAt({ kickoff, status: 'final' }, at('2025-10-27T03:30:00Z'), weekEnd)).toBe(
      'final',
    );
  });

  it('is final once its fantasy week has ended, recorded or not', () => {
    expect(gameStateAt({ kickoff, status: 'scheduled' }, at(weekEnd), weekEnd)).toBe('final');
    expect(
      gameStateAt({ kickoff, status: 'in_progress' }, at('2025-11-02T20:00:00Z'), weekEnd),
    ).toBe('final');
  });
});

describe('gameReportAt', () => {
  const live = {
    kickoff,
    status: 'in_progress' as const,
    period: 3,
    game_clock: '7:42',
    home_score: 17,
    away_score: 10,
  };

  it('shows the quarter, clock and score of a game a source reports under way', () => {
    expect(gameReportAt(live, at('2025-10-27T02:00:00Z'), weekEnd)).toEqual({
      state: 'in_progress',
      period: 3,
      game_clock: '7:42',
      home_score: 17,
      away_score: 10,
    });
  });

  it('shows nothing recorded of a game the clock has not reached', () => {
    const final = { ...live, status: 'final' as const, period: null, game_clock: null };
    expect(gameReportAt(final, at('2025-10-26T23:00:00Z'), weekEnd)).toEqual({
      state: 'scheduled',
      period: null,
      game_clock: null,
      home_score: null,
      away_score: null,
    });
  });

  it('keeps a final score, and no quarter, once the game is final', () => {
    const final = { ...live, status: 'final' as const, home_score: 27, away_score: 20 };
    expect(gameReportAt(final, at('2025-10-27T05:00:00Z'), weekEnd)).toEqual({
      state: 'final',
      period: null,
      game_clock: null,
      home_score: 27,
      away_score: 20,
    });
  });

  it('has no result for a game over only because its week ended', () => {
    expect(gameReportAt(live, at(weekEnd), weekEnd)).toMatchObject({
      state: 'final',
      period: null,
      home_score: null,
      away_score: null,
    });
  });

  it('has no quarter for a game under way that no source reports', () => {
    const unreported = { ...live, status: 'scheduled' as const };
    expect(gameReportAt(unreported, at('2025-10-27T02:00:00Z'), weekEnd)).toMatchObject({
      state: 'in_progress',
      period: null,
      game_clock: null,
      home_score: null,
    });
  });
});
