import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@fangtasy/shared';
import { refreshDelay } from './refresh-delay';

const at = '2025-11-09T20:00:00.000Z';

describe('refreshDelay', () => {
  it('refreshes every 30 s while a game is in progress', () => {
    expect(
      refreshDelay({ in_progress: true, next_kickoff: null, updated_at: at, is_final: false }),
    ).toBe(TIMINGS.liveRefreshMs);
  });

  it("waits for the week's next kickoff by the server's clock, never less than the beat", () => {
    const base = { in_progress: false, updated_at: at, is_final: false };
    expect(refreshDelay({ ...base, next_kickoff: '2025-11-09T21:25:00.000Z' })).toBe(85 * 60_000);
    expect(refreshDelay({ ...base, next_kickoff: '2025-11-09T20:00:05.000Z' })).toBe(
      TIMINGS.liveRefreshMs,
    );
  });

  it('never refreshes a final week, a week with nothing left to play, or a kickoff days away', () => {
    const base = { in_progress: false, updated_at: at, is_final: false };
    expect(refreshDelay({ ...base, next_kickoff: null })).toBeNull();
    expect(refreshDelay({ ...base, next_kickoff: '2025-11-13T01:15:00.000Z' })).toBeNull();
    expect(
      refreshDelay({ in_progress: true, next_kickoff: null, updated_at: at, is_final: true }),
    ).toBeNull();
  });
});
