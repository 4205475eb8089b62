import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES, SLOT_KINDS, type SlotKind } from './constants';
import { POSITIONS } from './constants';
import type { Position, RosterRules } from './entities';
import {
  canPlayInSlot,
  canPlayInSlotCode,
  countTowardRosterSize,
  findFirstFreeSlot,
  isAtPositionMaximum,
  isRosterFull,
  mayChangeWhileLocked,
  planMoveOnRoster,
  planRosterMove,
  positionMaximum,
} from './move-legality';

const rules = (overrides: Partial<RosterRules> = {}): RosterRules => ({
  roster_type_id: 1,
  ...DEFAULT_ROSTER_RULES,
  ...overrides,
});

const healthy = (position: Position) => ({ position, is_injured: 0 });
const injured = (position: Position) => ({ position, is_injured: 1 });
const entry = (position: Position, roster_position: string) => ({ position, roster_position });

describe('move legality by target slot', () => {
  // The spec's table (rules §5): who each slot kind accepts.
  const accepts: Record<SlotKind, readonly Position[]> = {
    QB: ['QB'],
    RB: ['RB'],
    WR: ['WR'],
    TE: ['TE'],
    WRT: ['WR', 'TE'],
    FLEX: ['RB', 'WR', 'TE'],
    BENCH: POSITIONS,
    IR: [],
  };
  const rows = SLOT_KINDS.filter((kind) => kind !== 'IR').flatMap((kind) =>
    POSITIONS.map((position) => [kind, position, accepts[kind].includes(position)] as const),
  );

  it.each(rows)('%s slot takes a healthy %s: %s', (kind, position, allowed) => {
    expect(canPlayInSlot(healthy(position), kind)).toBe(allowed);
  });

  it.each(POSITIONS)('IR takes an injured %s and refuses a healthy one', (position) => {
    expect(canPlayInSlot(injured(position), 'IR')).toBe(true);
    expect(canPlayInSlot(healthy(position), 'IR')).toBe(false);
  });

  it.each(POSITIONS)('an injured %s still takes the slots his position allows', (position) => {
    for (const kind of SLOT_KINDS.filter((slot) => slot !== 'IR')) {
      expect(canPlayInSlot(injured(position), kind)).toBe(accepts[kind].includes(position));
    }
  });

  it('accepts the injury flag as a boolean too', () => {
    expect(canPlayInSlot({ position: 'RB', is_injured: true }, 'IR')).toBe(true);
    expect(canPlayInSlot({ position: 'RB', is_injured: false }, 'IR')).toBe(false);
  });

  it('checks stored slot codes, and an unknown code accepts nobody', () => {
    expect(canPlayInSlotCode(healthy('WR'), 'WRT1')).toBe(true);
    expect(canPlayInSlotCode(healthy('RB'), 'wrt1')).toBe(false);
    expect(canPlayInSlotCode(healthy('QB'), 'BENCH')).toBe(true);
    expect(canPlayInSlotCode(healthy('K'), 'K1')).toBe(false);
  });
});

describe('planning a roster move', () => {
  const mover = { id: 1, position: 'WR' as const, is_injured: 0, roster_position: 'WR1' };

  it('puts the player into an empty target slot', () => {
    expect(planRosterMove(mover, 'flex1', null)).toEqual({
      ok: true,
      changes: [{ id: 1, roster_position: 'FLEX1' }],
    });
  });

  it('refuses a slot the player may not take', () => {
    expect(planRosterMove(mover, 'RB1', null)).toEqual({ ok: false, reason: 'invalid_move' });
    expect(planRosterMove(mover, 'IR1', null)).toEqual({ ok: false, reason: 'invalid_move' });
    expect(planRosterMove(mover, 'K1', null)).toEqual({ ok: false, reason: 'invalid_move' });
  });

  it('lets an injured player move to IR', () => {
    expect(planRosterMove({ ...mover, is_injured: 1 }, 'IR1', null)).toEqual({
      ok: true,
      changes: [{ id: 1, roster_position: 'IR1' }],
    });
  });

  it('swaps with the occupant when the occupant may take the origin slot', () => {
    const occupant = { id: 2, position: 'WR' as const, is_injured: 0, roster_position: 'FLEX1' };
    expect(planRosterMove(mover, 'FLEX1', occupant)).toEqual({
      ok: true,
      changes: [
        { id: 1, roster_position: 'FLEX1' },
        { id: 2, roster_position: 'WR1' },
      ],
    });
  });

  it('benches the occupant when it may not take the origin slot', () => {
    const occupant = { id: 2, position: 'RB' as const, is_injured: 0, roster_position: 'FLEX1' };
    expect(planRosterMove(mover, 'FLEX1', occupant)).toEqual({
      ok: true,
      changes: [
        { id: 1, roster_position: 'FLEX1' },
        { id: 2, roster_position: 'BENCH' },
      ],
    });
  });

  it('benches a healthy occupant rather than swap it into IR', () => {
    const hurt = { id: 1, position: 'RB' as const, is_injured: 1, roster_position: 'IR1' };
    const occupant = { id: 2, position: 'RB' as const, is_injured: 0, roster_position: 'RB1' };
    expect(planRosterMove(hurt, 'RB1', occupant)).toEqual({
      ok: true,
      changes: [
        { id: 1, roster_position: 'RB1' },
        { id: 2, roster_position: 'BENCH' },
      ],
    });
  });

  it('keeps both players on BENCH when two bench players swap', () => {
    const benched = { id: 1, position: 'QB' as const, is_injured: 0, roster_position: 'BENCH' };
    const other = { id: 2, position: 'TE' as const, is_injured: 0, roster_position: 'BENCH' };
    expect(planRosterMove(benched, 'BENCH2', other)).toEqual({
      ok: true,
      changes: [
        { id: 1, roster_position: 'BENCH' },
        { id: 2, roster_position: 'BENCH' },
      ],
    });
  });

  it('stores a move to a numbered bench slot as plain BENCH', () => {
    expect(planRosterMove(mover, 'BENCH4', null)).toEqual({
      ok: true,
      changes: [{ id: 1, roster_position: 'BENCH' }],
    });
  });

  it('moves only the player when the occupant is the player itself', () => {
    expect(planRosterMove(mover, 'WR1', mover)).toEqual({
      ok: true,
      changes: [{ id: 1, roster_position: 'WR1' }],
    });
  });
});

describe('planning a move on a whole roster', () => {
  const slotted = (id: number, position: Position, roster_position: string, is_injured = 0) => ({
    id,
    position,
    is_injured,
    roster_position,
  });
  const roster = [
    slotted(1, 'QB', 'QB1'),
    slotted(2, 'RB', 'RB1'),
    slotted(3, 'RB', 'FLEX1'),
    slotted(4, 'WR', 'WR1'),
    slotted(5, 'WR', 'BENCH'),
    slotted(6, 'TE', 'BENCH', 1),
    slotted(7, 'RB', 'BENCH'),
  ];
  const plan = (moverId: number, target: string, on = roster, withRules = rules()) =>
    planMoveOnRoster(
      withRules,
      on,
      on.find((entry) => entry.id === moverId)!,
      target,
    );

  it('moves a starter into an empty slot of the layout', () => {
    expect(plan(4, 'WR2')).toEqual({ ok: true, changes: [{ id: 4, roster_position: 'WR2' }] });
  });

  it('swaps two starters when each may play the other’s slot', () => {
    expect(plan(2, 'FLEX1')).toEqual({
      ok: true,
      changes: [
        { id: 2, roster_position: 'FLEX1' },
        { id: 3, roster_position: 'RB1' },
      ],
    });
  });

  it('benches the occupant who may not play the origin slot', () => {
    expect(plan(4, 'FLEX1')).toEqual({
      ok: true,
      changes: [
        { id: 4, roster_position: 'FLEX1' },
        { id: 3, roster_position: 'BENCH' },
      ],
    });
  });

  it('sends a bench player into a starter’s slot and the starter to the bench', () => {
    expect(plan(7, 'RB1')).toEqual({
      ok: true,
      changes: [
        { id: 7, roster_position: 'RB1' },
        { id: 2, roster_position: 'BENCH' },
      ],
    });
  });

  it('changes nothing when a bench player goes to another bench slot', () => {
    expect(plan(5, 'BENCH3')).toEqual({ ok: true, changes: [] });
  });

  it('refuses a slot the layout lacks, one the position may not play, and IR for the healthy', () => {
    for (const [moverId, target] of [
      [2, 'RB3'],
      [4, 'WRT1'],
      [4, 'QB1'],
      [2, 'IR1'],
      [1, 'K1'],
    ] as const) {
      expect(plan(moverId, target)).toEqual({ ok: false, reason: 'invalid_move' });
    }
  });

  it('lets an injured player go to IR, where he no longer counts toward the roster size', () => {
    expect(plan(6, 'IR2')).toEqual({ ok: true, changes: [{ id: 6, roster_position: 'IR2' }] });
  });

  it('refuses to bring a player back from IR onto a full roster, but not onto one with room', () => {
    const withIr = roster.map((entry) =>
      entry.id === 6 ? { ...entry, roster_position: 'IR1' } : entry,
    );
    expect(plan(6, 'TE1', withIr, rules({ max_roster_size: 6 }))).toEqual({
      ok: false,
      reason: 'invalid_move',
    });
    expect(plan(6, 'TE1', withIr, rules({ max_roster_size: 7 }))).toEqual({
      ok: true,
      changes: [{ id: 6, roster_position: 'TE1' }],
    });
  });

  it('allows a swap out of IR that keeps the roster size', () => {
    const hurtStarter = roster.map((entry) =>
      entry.id === 6 ? { ...entry, roster_position: 'IR1' } : entry,
    );
    const withHurtRb = [...hurtStarter, slotted(8, 'RB', 'RB2', 1)];
    // The injured RB2 swaps into IR1 while the TE leaves it: the non-IR count stays the same.
    expect(plan(8, 'IR1', withHurtRb, rules({ max_roster_size: 7 }))).toEqual({
      ok: true,
      changes: [
        { id: 8, roster_position: 'IR1' },
        { id: 6, roster_position: 'BENCH' },
      ],
    });
  });
});

describe('the lineup lock’s exception', () => {
  it('lets a locked player move only when injured and only to IR', () => {
    expect(mayChangeWhileLocked({ is_injured: 1 }, 'IR1')).toBe(true);
    expect(mayChangeWhileLocked({ is_injured: true }, 'ir2')).toBe(true);
    expect(mayChangeWhileLocked({ is_injured: 0 }, 'IR1')).toBe(false);
    expect(mayChangeWhileLocked({ is_injured: 1 }, 'BENCH')).toBe(false);
    expect(mayChangeWhileLocked({ is_injured: 1 }, 'DROP')).toBe(false);
  });
});

describe('per-position maximums', () => {
  it('uses the rules’ maximums', () => {
    const custom = rules({ max_qb_count: 2, max_rb_count: 5, max_wr_count: 6, max_te_count: 3 });
    expect(['QB', 'RB', 'WR', 'TE'].map((position) => positionMaximum(custom, position))).toEqual([
      2, 5, 6, 3,
    ]);
  });

  it('defaults to QB 4, RB 8, WR 8, TE 4 when a rule is null', () => {
    const missing = rules({
      max_qb_count: null,
      max_rb_count: null,
      max_wr_count: null,
      max_te_count: null,
    });
    expect(['QB', 'RB', 'WR', 'TE'].map((position) => positionMaximum(missing, position))).toEqual([
      4, 8, 8, 4,
    ]);
  });

  it('has no maximum for K and DEF', () => {
    expect(positionMaximum(rules(), 'K')).toBeNull();
    expect(positionMaximum(rules(), 'DEF')).toBeNull();
    expect(
      isAtPositionMaximum(
        rules(),
        Array.from({ length: 9 }, () => entry('K', 'BENCH')),
        'K',
      ),
    ).toBe(false);
  });

  it('is reached when the roster holds that many players of the position', () => {
    const twoQbs = [entry('QB', 'QB1'), entry('QB', 'BENCH')];
    expect(isAtPositionMaximum(rules({ max_qb_count: 2 }), twoQbs, 'QB')).toBe(true);
    expect(isAtPositionMaximum(rules({ max_qb_count: 3 }), twoQbs, 'QB')).toBe(false);
  });
});

describe('roster size', () => {
  it('does not count IR players toward max_roster_size', () => {
    const roster = [entry('RB', 'RB1'), entry('RB', 'IR1'), entry('WR', 'IR2')];
    expect(countTowardRosterSize(roster)).toBe(1);
    expect(isRosterFull(rules({ max_roster_size: 2 }), roster)).toBe(false);
    expect(isRosterFull(rules({ max_roster_size: 1 }), roster)).toBe(true);
  });
});

describe('first free slot for an added player', () => {
  const starters = [
    entry('QB', 'QB1'),
    entry('RB', 'RB1'),
    entry('RB', 'RB2'),
    entry('WR', 'WR1'),
    entry('WR', 'WR2'),
    entry('TE', 'TE1'),
  ];

  it('takes the position’s own slot first', () => {
    expect(findFirstFreeSlot(rules(), [], healthy('QB'))).toBe('QB1');
    expect(findFirstFreeSlot(rules(), [entry('RB', 'RB1')], healthy('RB'))).toBe('RB2');
  });

  it('puts a WR or TE in WR/TE when its own slots are taken', () => {
    const withWrt = rules({ wide_receiver_tight_end_count: 1 });
    expect(findFirstFreeSlot(withWrt, starters, healthy('WR'))).toBe('WRT1');
    expect(findFirstFreeSlot(withWrt, starters, healthy('TE'))).toBe('WRT1');
  });

  it('never puts an RB in WR/TE: it goes to FLEX', () => {
    const withWrt = rules({ wide_receiver_tight_end_count: 1 });
    expect(findFirstFreeSlot(withWrt, starters, healthy('RB'))).toBe('FLEX1');
  });

  it('uses FLEX when own and WR/TE slots are taken', () => {
    const withWrt = rules({ wide_receiver_tight_end_count: 1 });
    expect(findFirstFreeSlot(withWrt, [...starters, entry('TE', 'WRT1')], healthy('WR'))).toBe(
      'FLEX1',
    );
  });

  it('falls back to BENCH when no starting slot is free', () => {
    expect(findFirstFreeSlot(rules(), [...starters, entry('WR', 'FLEX1')], healthy('RB'))).toBe(
      'BENCH',
    );
    expect(findFirstFreeSlot(rules(), starters, healthy('QB'))).toBe('BENCH');
  });

  it('puts K and DEF only on BENCH, even with starting slots free', () => {
    expect(findFirstFreeSlot(rules(), [], healthy('K'))).toBe('BENCH');
    expect(findFirstFreeSlot(rules(), [], healthy('DEF'))).toBe('BENCH');
    expect(findFirstFreeSlot(rules({ bench_count: 0 }), [], healthy('K'))).toBeNull();
  });

  it('finds no slot when the bench is full', () => {
    const fullBench = [
      ...starters,
      entry('WR', 'FLEX1'),
      ...Array.from({ length: 6 }, () => entry('K', 'BENCH')),
    ];
    expect(findFirstFreeSlot(rules({ max_roster_size: 20 }), fullBench, healthy('TE'))).toBeNull();
  });

  it('finds no slot once the position maximum is reached, even with room elsewhere', () => {
    const fourQbs = [
      entry('QB', 'QB1'),
      entry('QB', 'BENCH'),
      entry('QB', 'BENCH'),
      entry('QB', 'BENCH'),
    ];
    expect(findFirstFreeSlot(rules({ max_qb_count: null }), fourQbs, healthy('QB'))).toBeNull();
    expect(findFirstFreeSlot(rules({ max_qb_count: 5 }), fourQbs, healthy('QB'))).toBe('BENCH');
    const fourTes = Array.from({ length: 4 }, () => entry('TE', 'BENCH'));
    expect(findFirstFreeSlot(rules({ max_te_count: null }), fourTes, healthy('TE'))).toBeNull();
    const eightRbs = Array.from({ length: 8 }, () => entry('RB', 'BENCH'));
    expect(
      findFirstFreeSlot(
        rules({ max_rb_count: null, bench_count: 10, max_roster_size: 20 }),
        eightRbs,
        healthy('RB'),
      ),
    ).toBeNull();
  });

  it('finds no slot when the roster is at max_roster_size', () => {
    expect(findFirstFreeSlot(rules({ max_roster_size: 6 }), starters, healthy('WR'))).toBeNull();
  });

  it('does not count IR players toward max_roster_size', () => {
    const withIr = [...starters, entry('RB', 'IR1'), entry('WR', 'IR2')];
    expect(findFirstFreeSlot(rules({ max_roster_size: 7 }), withIr, healthy('TE'))).toBe('FLEX1');
  });
});
