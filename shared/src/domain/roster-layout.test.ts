import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES } from './constants';
import type { RosterRules } from './entities';
import { ROSTER_RULE_BOUNDS } from '../validation/limits';
import {
  buildSlotLayout,
  isStarterSlot,
  orderForLeagueRosters,
  placePlayersInSlots,
  slotCountsFor,
  slotKindOf,
  storedPositionFor,
} from './roster-layout';

const rules = (overrides: Partial<RosterRules> = {}): RosterRules => ({
  roster_type_id: 1,
  ...DEFAULT_ROSTER_RULES,
  ...overrides,
});

const player = (id: number, roster_position: string) => ({ id, roster_position });
const codes = (slots: { slot: { code: string } }[]) => slots.map((entry) => entry.slot.code);
const holder = (
  slots: ReturnType<typeof placePlayersInSlots<{ id: number; roster_position: string }>>,
  code: string,
) => slots.find((entry) => entry.slot.code === code)?.player?.id ?? null;

describe('slot layout', () => {
  it('lays slots out in the order QB, RB, WR, TE, WRT, FLEX, BENCH, IR', () => {
    const layout = buildSlotLayout(
      rules({
        quarterback_count: 1,
        running_back_count: 1,
        wide_receiver_count: 1,
        tight_end_count: 1,
        wide_receiver_tight_end_count: 1,
        flex_count: 1,
        bench_count: 1,
        ir_count: 1,
      }),
    );
    expect(layout.map((slot) => slot.code)).toEqual([
      'QB1',
      'RB1',
      'WR1',
      'TE1',
      'WRT1',
      'FLEX1',
      'BENCH1',
      'IR1',
    ]);
  });

  it('takes each kind’s count from the rules, numbering from 1 and skipping kinds with 0', () => {
    const layout = buildSlotLayout(rules());
    expect(layout.map((slot) => slot.code)).toEqual([
      'QB1',
      'RB1',
      'RB2',
      'WR1',
      'WR2',
      'TE1',
      'FLEX1',
      'BENCH1',
      'BENCH2',
      'BENCH3',
      'BENCH4',
      'BENCH5',
      'BENCH6',
      'IR1',
      'IR2',
    ]);
    expect(layout[2]).toEqual({ code: 'RB2', kind: 'RB', index: 2 });
  });

  it('maps the rule fields to slot kinds', () => {
    expect(slotCountsFor(rules({ wide_receiver_tight_end_count: 2, ir_count: 0 }))).toEqual({
      QB: 1,
      RB: 2,
      WR: 2,
      TE: 1,
      WRT: 2,
      FLEX: 1,
      BENCH: 6,
      IR: 0,
    });
  });
});

describe('slot layout of counts beyond their bounds', () => {
  it('allocates no more slots of a kind than its rule allows, however large the stored count', () => {
    const layout = buildSlotLayout(
      rules({ ir_count: 3_000_000, bench_count: 3_000_000, flex_count: 3_000_000 }),
    );
    const count = (kind: string) => layout.filter((slot) => slot.kind === kind).length;
    expect(count('IR')).toBe(ROSTER_RULE_BOUNDS.ir_count.max);
    expect(count('BENCH')).toBe(ROSTER_RULE_BOUNDS.bench_count.max);
    expect(count('FLEX')).toBe(ROSTER_RULE_BOUNDS.flex_count.max);
  });

  it('lays out no slot for a negative, fractional or missing count', () => {
    const counts = slotCountsFor(
      rules({ quarterback_count: -4, running_back_count: 2.7, ir_count: Number.NaN }),
    );
    expect(counts).toMatchObject({ QB: 0, RB: 2, IR: 0 });
  });
});

describe('slot codes', () => {
  it('reads the kind of a stored roster_position, case- and space-insensitively', () => {
    expect(slotKindOf('RB2')).toBe('RB');
    expect(slotKindOf('wrt1')).toBe('WRT');
    expect(slotKindOf(' flex1 ')).toBe('FLEX');
    expect(slotKindOf('BENCH')).toBe('BENCH');
    expect(slotKindOf('IR2')).toBe('IR');
  });

  it('knows no kind for codes outside the slot kinds', () => {
    expect(slotKindOf('K1')).toBeNull();
    expect(slotKindOf('DEF1')).toBeNull();
    expect(slotKindOf('')).toBeNull();
  });

  it('counts QB, RB, WR, TE, WRT and FLEX as starters, not BENCH or IR', () => {
    expect(['QB1', 'RB2', 'WR1', 'TE1', 'WRT1', 'FLEX1'].every(isStarterSlot)).toBe(true);
    expect(isStarterSlot('BENCH')).toBe(false);
    expect(isStarterSlot('IR1')).toBe(false);
    expect(isStarterSlot('nonsense')).toBe(false);
  });

  it('stores bench slots as plain BENCH and other slots by their code', () => {
    expect(storedPositionFor({ code: 'BENCH3', kind: 'BENCH', index: 3 })).toBe('BENCH');
    expect(storedPositionFor({ code: 'FLEX1', kind: 'FLEX', index: 1 })).toBe('FLEX1');
  });
});

describe('placing rostered players', () => {
  it('puts each player in the slot its roster_position names', () => {
    const placed = placePlayersInSlots(rules(), [
      player(1, 'QB1'),
      player(2, 'rb2'),
      player(3, 'FLEX1'),
      player(4, 'IR1'),
    ]);
    expect(holder(placed, 'QB1')).toBe(1);
    expect(holder(placed, 'RB2')).toBe(2);
    expect(holder(placed, 'FLEX1')).toBe(3);
    expect(holder(placed, 'IR1')).toBe(4);
    expect(holder(placed, 'RB1')).toBeNull();
  });

  it('fills the bench in order with BENCH players', () => {
    const placed = placePlayersInSlots(rules(), [player(1, 'BENCH'), player(2, 'BENCH')]);
    expect(holder(placed, 'BENCH1')).toBe(1);
    expect(holder(placed, 'BENCH2')).toBe(2);
    expect(holder(placed, 'BENCH3')).toBeNull();
  });

  it('sends leftovers to the bench: a taken slot, a slot the rules lack, an unknown code', () => {
    const placed = placePlayersInSlots(rules(), [
      player(1, 'QB1'),
      player(2, 'QB1'),
      player(3, 'RB3'),
      player(4, 'K1'),
    ]);
    expect(holder(placed, 'QB1')).toBe(1);
    expect([holder(placed, 'BENCH1'), holder(placed, 'BENCH2'), holder(placed, 'BENCH3')]).toEqual([
      2, 3, 4,
    ]);
  });

  it('grows the bench past bench_count rather than hide a player, keeping IR last', () => {
    const players = Array.from({ length: 4 }, (_, i) => player(i + 1, 'BENCH'));
    const placed = placePlayersInSlots(rules({ bench_count: 2, ir_count: 1 }), players);
    expect(placed.filter((entry) => entry.player !== null)).toHaveLength(4);
    expect(codes(placed).slice(-5)).toEqual(['BENCH1', 'BENCH2', 'BENCH3', 'BENCH4', 'IR1']);
    expect(holder(placed, 'BENCH4')).toBe(4);
  });

  it('grows the bench at the end when the rules have no IR', () => {
    const placed = placePlayersInSlots(rules({ bench_count: 0, ir_count: 0 }), [
      player(1, 'BENCH'),
    ]);
    expect(codes(placed).at(-1)).toBe('BENCH1');
    expect(holder(placed, 'BENCH1')).toBe(1);
  });
});

describe('League Rosters order', () => {
  it('lists starters, then filled bench, then empty bench up to the bench count, then IR', () => {
    const placed = placePlayersInSlots(rules({ bench_count: 3, ir_count: 1 }), [
      player(1, 'QB1'),
      player(2, 'BENCH'),
      player(3, 'IR1'),
    ]);
    // Move the filled bench slot behind an empty one, as a swap can leave it.
    const benchFirstEmpty = [...placed];
    const [filledBench] = benchFirstEmpty.splice(
      benchFirstEmpty.findIndex((entry) => entry.slot.kind === 'BENCH'),
      1,
    );
    benchFirstEmpty.splice(
      benchFirstEmpty.findIndex((entry) => entry.slot.kind === 'IR'),
      0,
      filledBench!,
    );
    const ordered = orderForLeagueRosters(benchFirstEmpty);
    expect(ordered.map((entry) => [entry.slot.kind, entry.player?.id ?? null])).toEqual([
      ['QB', 1],
      ['RB', null],
      ['RB', null],
      ['WR', null],
      ['WR', null],
      ['TE', null],
      ['FLEX', null],
      ['BENCH', 2],
      ['BENCH', null],
      ['BENCH', null],
      ['IR', 3],
    ]);
  });
});

describe('the bench order', () => {
  const player = (player_id: number, player_name: string, position: string) => ({
    player_id,
    player_name,
    position,
    roster_position: 'BENCH',
  });
  const bench = [
    player(4, 'Zed Tight', 'TE'),
    player(3, 'Amos Wide', 'WR'),
    player(2, 'Bo Runner', 'RB'),
    player(1, 'Cal Passer', 'QB'),
    player(5, 'Al Runner', 'RB'),
    player(6, 'Dan Defense', 'DEF'),
  ];
  const benchNames = (players: typeof bench) =>
    placePlayersInSlots(rules({ bench_count: 8 }), players)
      .filter((entry) => entry.slot.kind === 'BENCH' && entry.player)
      .map((entry) => entry.player!.player_name);

  it('is by position (QB, RB, WR, TE, K, DEF), then name, whatever order the rows arrive in', () => {
    const expected = [
      'Cal Passer',
      'Al Runner',
      'Bo Runner',
      'Amos Wide',
      'Zed Tight',
      'Dan Defense',
    ];
    expect(benchNames(bench)).toEqual(expected);
    expect(benchNames([...bench].reverse())).toEqual(expected);
    expect(benchNames([bench[2]!, bench[5]!, bench[0]!, bench[4]!, bench[1]!, bench[3]!])).toEqual(
      expected,
    );
  });
});
