import { describe, expect, it } from 'vitest';
import { gameStateAt } from './game-state';

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
