import { describe, expect, it } from 'vitest';
import { playerStateText } from './player-state';

describe('playerStateText', () => {
  it('words each state the same way for every picker', () => {
    expect(playerStateText(null)).toBe('Free agent');
    expect(playerStateText({ kind: 'free_agent' })).toBe('Free agent');
    expect(playerStateText({ kind: 'locked', kickoff: '2025-10-19T17:00:00.000Z' })).toBe(
      'Locked: game started',
    );
    expect(playerStateText({ kind: 'rostered', league_member_id: 4 })).toBe('On a team');
    // 16:00 UTC on Tuesday 2025-10-21 is noon Eastern (daylight time).
    expect(playerStateText({ kind: 'on_waivers', until: '2025-10-21T16:00:00.000Z' })).toBe(
      'On waivers until Tuesday 12:00 PM',
    );
  });
});
