import { describe, expect, it } from 'vitest';
import type { RosteredPlayer } from '@fangtasy/shared';
import { dropChoices, dropFromValue } from './drop-choices';

const entry = (id: number, name: string, slot: string): RosteredPlayer => ({
  id,
  league_id: 7,
  player_id: 100 + id,
  player_name: name,
  position: 'RB',
  team: 'KC',
  nfl_team: 'KC',
  is_injured: slot.startsWith('IR') ? 1 : 0,
  injury_status: null,
  headshot_url: null,
  roster_position: slot,
  season_points: null,
  league_member_id: 101,
  is_rostered: 1,
});

describe('drop choices', () => {
  const roster = [entry(1, 'Bench Back', 'BENCH'), entry(2, 'Hurt Back', 'IR1')];

  it('offers every rostered player while the roster has room', () => {
    expect(dropChoices(roster, false).map((choice) => choice.id)).toEqual([1, 2]);
    expect(dropChoices(roster, false)[0]?.label).toBe('BENCH · Bench Back (RB, KC) · 0.00 pts');
    const scored = dropChoices([{ ...entry(3, 'Starter', 'RB'), season_points: 41.5 }], true);
    expect(scored[0]?.label).toBe('RB · Starter (RB, KC) · 41.50 pts');
  });

  it('leaves IR players out on a full roster: dropping one frees no place', () => {
    expect(dropChoices(roster, true).map((choice) => choice.id)).toEqual([1]);
  });

  it('reads the select value', () => {
    expect(dropFromValue('')).toBeNull();
    expect(dropFromValue('42')).toBe(42);
  });
});
