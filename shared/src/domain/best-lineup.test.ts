import { describe, expect, it } from 'vitest';
import { bestLineup, type LineupCandidate } from './best-lineup';
import { DEFAULT_ROSTER_RULES } from './constants';
import type { RosterRules } from './entities';

const regular = { ...DEFAULT_ROSTER_RULES } as unknown as RosterRules;
// A vampire set (type 2): 1 RB, 3 WR, a WR/TE slot and no FLEX.
const vampire = {
  ...regular,
  running_back_count: 1,
  wide_receiver_count: 3,
  wide_receiver_tight_end_count: 1,
  flex_count: 0,
} as RosterRules;

const game = { opponent: 'KC' };
let nextId = 1;
const player = (
  position: string,
  slot: string,
  points: number,
  over: Partial<LineupCandidate> = {},
): LineupCandidate => ({
  id: nextId++,
  position,
  roster_position: slot,
  is_injured: 0,
  injury_status: null,
  game,
  is_locked: false,
  points_per_game: points,
  ...over,
});

/** Applies the changes, as the server writes them, and answers each player's slot by id. */
const after = (players: readonly LineupCandidate[], rules = regular) => {
  const changes = bestLineup(rules, players);
  const slots = new Map(players.map((p) => [p.id, p.roster_position]));
  for (const change of changes) slots.set(change.id, change.roster_position);
  return { changes, slots };
};

/** A full regular lineup where every starter is the best at his place. */
const settled = () => [
  player('QB', 'QB1', 20),
  player('RB', 'RB1', 15),
  player('RB', 'RB2', 14),
  player('WR', 'WR1', 13),
  player('WR', 'WR2', 12),
  player('TE', 'TE1', 9),
  player('RB', 'FLEX1', 11),
  player('QB', 'BENCH', 10),
  player('RB', 'BENCH', 5),
  player('WR', 'BENCH', 4),
  player('TE', 'BENCH', 3),
];

describe('bestLineup', () => {
  it('changes nothing when the lineup is already the best', () => {
    expect(bestLineup(regular, settled())).toEqual([]);
  });

  it('starts the bench player with the higher per-game figure and benches the one he replaces', () => {
    const roster = settled();
    const benchWr = player('WR', 'BENCH', 30);
    const { changes, slots } = after([...roster, benchWr]);
    // The 30-point WR takes a place; the weakest of WR2 (12) and FLEX (11) goes to the bench.
    expect(changes).toHaveLength(2);
    expect(slots.get(benchWr.id)).toMatch(/^(WR[12]|FLEX1)$/);
    expect(slots.get(roster[6]!.id)).toBe('BENCH');
    expect(slots.get(roster[4]!.id)).not.toBe('BENCH');
  });

  it('does not reshuffle starters who are all staying', () => {
    // The FLEX RB scores more than RB2, yet both start: nobody moves.
    const roster = settled();
    roster[6]!.points_per_game = 40;
    expect(bestLineup(regular, roster)).toEqual([]);
  });

  it('never starts a player on bye over a player with a game', () => {
    const roster = settled();
    const te = roster[5]!;
    te.game = null;
    te.points_per_game = 25;
    const { slots } = after(roster);
    expect(slots.get(te.id)).toBe('BENCH');
    expect(slots.get(roster[10]!.id)).toBe('TE1');
  });

  it("never starts an 'Out' player when a healthy one can, but a 'Questionable' one may", () => {
    const roster = settled();
    const qb = roster[0]!;
    qb.injury_status = 'Out';
    qb.is_injured = 1;
    const { slots } = after(roster);
    expect(slots.get(qb.id)).toBe('BENCH');
    expect(slots.get(roster[7]!.id)).toBe('QB1');

    const doubtful = settled();
    doubtful[0]!.injury_status = 'Questionable';
    expect(bestLineup(regular, doubtful)).toEqual([]);
  });

  it('keeps a player on bye in his slot when nobody with a game can take it', () => {
    const roster = settled().filter((p) => !(p.position === 'TE' && p.roster_position === 'BENCH'));
    roster[5]!.game = null;
    expect(bestLineup(regular, roster)).toEqual([]);
  });

  it('fills an empty starting slot from the bench', () => {
    const roster = settled().filter((p) => p.roster_position !== 'RB2');
    const { slots } = after(roster);
    expect(slots.get(roster.find((p) => p.position === 'RB' && p.points_per_game === 5)!.id)).toBe(
      'RB2',
    );
  });

  it('keeps a locked starter in his slot and never starts a locked bench player', () => {
    const roster = settled();
    const lockedStarter = roster[1]!;
    lockedStarter.is_locked = true;
    lockedStarter.game = null; // would be benched, were he not locked
    const lockedBench = player('RB', 'BENCH', 50, { is_locked: true });
    const { changes } = after([...roster, lockedBench]);
    expect(changes.map((c) => c.id)).not.toContain(lockedStarter.id);
    expect(changes.map((c) => c.id)).not.toContain(lockedBench.id);
  });

  it('leaves IR alone', () => {
    const roster = [...settled(), player('WR', 'IR1', 50, { is_injured: 1 })];
    expect(bestLineup(regular, roster)).toEqual([]);
  });

  it("fills a vampire's slots by his own rules: an RB never in WR/TE", () => {
    const roster = [
      player('QB', 'QB1', 20),
      player('RB', 'RB1', 10),
      player('WR', 'WR1', 13),
      player('WR', 'WR2', 12),
      player('WR', 'WR3', 11),
      player('TE', 'TE1', 9),
      player('TE', 'WRT1', 1),
      player('RB', 'BENCH', 30),
      player('WR', 'BENCH', 2),
    ];
    const { changes, slots } = after(roster, vampire);
    // The 30-point RB takes RB1 (its only slot); the 10-point RB can't go to WR/TE, so he sits,
    // and the bench WR (2) replaces the TE (1) at WR/TE.
    expect(slots.get(roster[7]!.id)).toBe('RB1');
    expect(slots.get(roster[1]!.id)).toBe('BENCH');
    expect(slots.get(roster[8]!.id)).toBe('WRT1');
    expect(slots.get(roster[6]!.id)).toBe('BENCH');
    expect(changes).toHaveLength(4);
    expect([...slots.values()].filter((slot) => slot === 'WRT1')).toHaveLength(1);
  });
});
