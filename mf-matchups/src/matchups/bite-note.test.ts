import { describe, expect, it } from 'vitest';
import type { Matchup, MatchupSide } from '@fangtasy/shared';
import { biteWinner } from './bite-note';

const side = (id: number, rosterType: 1 | 2, score: number): MatchupSide => ({
  league_member_id: id,
  team_name: `Team ${id}`,
  roster_type_id: rosterType,
  score,
  starters: [],
  bench: [],
  player_count: 0,
});

const match = (home: MatchupSide, away: MatchupSide, isFinal = true): Matchup => ({
  id: 1,
  week: 8,
  is_final: isFinal,
  playoff: null,
  home,
  away,
});

describe('biteWinner', () => {
  it('is the vampire that beat a regular team in a final week, home or away', () => {
    expect(biteWinner(match(side(1, 1, 80), side(10, 2, 145)))?.vampire.league_member_id).toBe(10);
    expect(biteWinner(match(side(10, 2, 99), side(1, 1, 98)))?.victim.league_member_id).toBe(1);
  });

  it('is nobody for a loss, a tie, two vampires or a week still being played', () => {
    expect(biteWinner(match(side(10, 2, 80), side(1, 1, 145)))).toBeNull();
    expect(biteWinner(match(side(10, 2, 90), side(1, 1, 90)))).toBeNull();
    expect(biteWinner(match(side(10, 2, 120), side(9, 2, 90)))).toBeNull();
    expect(biteWinner(match(side(10, 2, 120), side(1, 1, 90), false))).toBeNull();
  });
});
