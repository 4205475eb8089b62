import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES } from './constants';
import { biteTargetIds, lineupExposure, type FrozenLineupPlayer } from './bite-targets';

const RULES = {
  ...DEFAULT_ROSTER_RULES,
  roster_type_id: 1 as const,
  quarterback_count: 1,
  running_back_count: 1,
  wide_receiver_count: 1,
  tight_end_count: 0,
  flex_count: 0,
};

const player = (
  id: number,
  slot: string,
  facts: Partial<FrozenLineupPlayer> = {},
): FrozenLineupPlayer => ({
  player_id: id,
  player_name: `Player ${id}`,
  roster_position: slot,
  had_game: true,
  played: true,
  injury_status: null,
  ...facts,
});

describe('lineupExposure', () => {
  it('is empty for a full lineup of players who had a game', () => {
    expect(lineupExposure(RULES, [player(1, 'QB1'), player(2, 'RB1'), player(3, 'WR1')])).toEqual(
      [],
    );
  });

  it('names an empty slot, a starter on bye and a starter reported out who did not play, in slot order', () => {
    const lineup = [
      player(1, 'QB1', { injury_status: 'Out', played: false }),
      player(3, 'WR1', { had_game: false, played: false }),
      player(4, 'BENCH', { had_game: false }),
    ];
    expect(lineupExposure(RULES, lineup)).toEqual([
      'QB1 Player 1 was reported Out.',
      'RB1 was empty.',
      'WR1 Player 3 had no game.',
    ]);
  });

  it('leaves alone a starter reported out who played, and one merely questionable', () => {
    const lineup = [
      player(1, 'QB1', { injury_status: 'Out', played: true }),
      player(2, 'RB1', { injury_status: 'Questionable', played: false }),
      player(3, 'WR1'),
    ];
    expect(lineupExposure(RULES, lineup)).toEqual([]);
  });
});

describe('biteTargetIds', () => {
  const lineup = [player(1, 'QB1'), player(2, 'RB1'), player(3, 'BENCH'), player(4, 'IR1')];
  const facts = {
    exposed: false,
    garlic_player_id: null,
    declared_player_id: null,
    declare_before_kickoff: false,
  };

  it('opens the starters, and the bench too when the lineup was exposed — never IR', () => {
    expect(biteTargetIds(lineup, facts)).toEqual([1, 2]);
    expect(biteTargetIds(lineup, { ...facts, exposed: true })).toEqual([1, 2, 3]);
  });

  it('keeps the garlic starter safe, and opens only the declared player where targets are declared', () => {
    expect(biteTargetIds(lineup, { ...facts, garlic_player_id: 2 })).toEqual([1]);
    expect(
      biteTargetIds(lineup, { ...facts, declare_before_kickoff: true, declared_player_id: 2 }),
    ).toEqual([2]);
    expect(
      biteTargetIds(lineup, { ...facts, declare_before_kickoff: true, declared_player_id: 3 }),
    ).toEqual([]);
  });
});
