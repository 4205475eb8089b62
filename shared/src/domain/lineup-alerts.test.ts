import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES } from './constants';
import type { RosterRules } from './entities';
import { lineupAlerts, type AlertablePlayer } from './lineup-alerts';

const rules = { ...DEFAULT_ROSTER_RULES } as unknown as RosterRules;
const game = { opponent: 'KC' };
let nextId = 1;
const player = (slot: string, over: Partial<AlertablePlayer> = {}): AlertablePlayer => ({
  player_id: nextId++,
  player_name: `Player ${slot}`,
  position: slot.replace(/\d+$/, ''),
  roster_position: slot,
  game,
  is_injured: 0,
  injury_status: null,
  is_locked: false,
  ...over,
});

describe('lineupAlerts', () => {
  it('says nothing of a full, healthy lineup', () => {
    const starters = ['QB1', 'RB1', 'RB2', 'WR1', 'WR2', 'TE1', 'FLEX1'].map((slot) =>
      player(slot, slot === 'FLEX1' ? { position: 'RB' } : {}),
    );
    expect(lineupAlerts(rules, starters)).toEqual([]);
  });

  it('names a starter on bye, an injured starter and an empty slot, in slot order; not the bench', () => {
    const roster = [
      player('QB1', { player_name: 'Jared Goff', game: null }),
      player('RB1', { player_name: 'Bijan Robinson', injury_status: 'Out', is_injured: 1 }),
      player('RB2', { is_injured: 1 }),
      player('WR1'),
      player('WR2'),
      player('FLEX1', { position: 'WR' }),
      player('BENCH', { game: null, injury_status: 'Out' }),
    ];
    expect(lineupAlerts(rules, roster).map((alert) => alert.text)).toEqual([
      'QB1 Jared Goff has no game this week.',
      'RB1 Bijan Robinson is Out.',
      'RB2 Player RB2 is Injured.',
      'TE1 is empty.',
    ]);
  });

  it('leaves a locked starter alone: his game has kicked off', () => {
    const roster = [player('QB1', { injury_status: 'Out', is_locked: true })];
    expect(lineupAlerts(rules, roster).some((alert) => alert.slot === 'QB1')).toBe(false);
  });
});
