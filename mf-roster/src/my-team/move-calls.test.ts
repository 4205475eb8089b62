import { describe, expect, it } from 'vitest';
import { placePlayersInSlots, type MyTeamPlayer } from '@fangtasy/shared';
import { isSelectable, moveCallFor, moveTargets } from './move-calls';
import { PLAYERS, REGULAR_RULES, rostered } from './my-team-fixtures';

const roster = Object.values(PLAYERS);
const rowsOf = (players: readonly MyTeamPlayer[]) => placePlayersInSlots(REGULAR_RULES, players);
const rowAt = (code: string, players: readonly MyTeamPlayer[] = roster) => {
  const row = rowsOf(players).find((candidate) => candidate.slot.code === code);
  if (!row) throw new Error(`no ${code} in the layout`);
  return row;
};
/** The row a player sits in: bench rows follow the one bench order (QB, RB, WR, TE; then name). */
const rowOf = (player: MyTeamPlayer) => {
  const row = rowsOf(roster).find((candidate) => candidate.player?.id === player.id);
  if (!row) throw new Error(`${player.player_name} is not in the layout`);
  return row;
};
const targetsOf = (mover: MyTeamPlayer, players: readonly MyTeamPlayer[] = roster) => [
  ...moveTargets(REGULAR_RULES, players, rowsOf(players), mover).keys(),
];

describe('where a selected player may go', () => {
  it('offers a bench RB the empty RB slot, the RB and FLEX starters, and the rest of the bench', () => {
    // The bench runs QB, RB, TE: Nix, then Jacobs himself in BENCH2, then LaPorta.
    expect(rowOf(PLAYERS.jacobs).slot.code).toBe('BENCH2');
    expect(targetsOf(PLAYERS.jacobs)).toEqual([
      'RB1',
      'RB2',
      'FLEX1',
      'BENCH1',
      'BENCH3',
      'BENCH4',
      'BENCH5',
      'BENCH6',
    ]);
  });

  it('offers IR only to the injured', () => {
    expect(targetsOf(PLAYERS.laporta)).toEqual(expect.arrayContaining(['TE1', 'IR1', 'IR2']));
    expect(targetsOf(PLAYERS.jacobs).some((code) => code.startsWith('IR'))).toBe(false);
  });

  it('never offers a slot whose locked occupant the move would push out', () => {
    expect(targetsOf(PLAYERS.nix)).not.toContain('QB1');
  });

  it("never offers a locked bench player's row, though the bench itself stays open", () => {
    const lockedBench = rostered(9, 'Locked Bench', 'RB', 'KC', 'BENCH', { is_locked: true });
    const players = [...roster, lockedBench];
    const targets = targetsOf(PLAYERS.bijan, players);
    const lockedRow = placePlayersInSlots(REGULAR_RULES, players).find(
      (row) => row.player?.id === lockedBench.id,
    );
    expect(targets).not.toContain(lockedRow?.slot.code);
    expect(targets).toEqual(expect.arrayContaining(['BENCH1', 'BENCH5', 'BENCH6']));
  });

  it('offers a locked injured player IR and nothing else', () => {
    const hurt = rostered(9, 'Locked Hurt', 'WR', 'KC', 'WR2', { is_injured: 1, is_locked: true });
    const players = roster.map((player) => (player.id === PLAYERS.waddle.id ? hurt : player));
    expect(targetsOf(hurt, players)).toEqual(['IR1', 'IR2']);
    expect(isSelectable(hurt)).toBe(true);
    expect(isSelectable(PLAYERS.mahomes)).toBe(false);
    expect(isSelectable(PLAYERS.bijan)).toBe(true);
  });
});

describe('the call a move sends', () => {
  it('sends the player into an empty slot by its code', () => {
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.jacobs, rowAt('RB2'))).toEqual({
      rostered_player_id: PLAYERS.jacobs.id,
      target_slot: 'RB2',
    });
  });

  it('sends a move onto an occupied starter slot as is: the server swaps or benches', () => {
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.achane, rowAt('RB1'))).toEqual({
      rostered_player_id: PLAYERS.achane.id,
      target_slot: 'RB1',
    });
  });

  it('swaps a starter with a bench player who may take his slot, as the bench player’s move', () => {
    const jacobsRow = rowOf(PLAYERS.jacobs);
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.bijan, jacobsRow)).toEqual({
      rostered_player_id: PLAYERS.jacobs.id,
      target_slot: 'RB1',
    });
  });

  it('benches the starter when the bench player may not take his slot', () => {
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.waddle, rowOf(PLAYERS.jacobs))).toEqual({
      rostered_player_id: PLAYERS.waddle.id,
      target_slot: 'BENCH',
    });
  });

  it('keeps two bench players on BENCH', () => {
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.nix, rowOf(PLAYERS.jacobs))).toEqual({
      rostered_player_id: PLAYERS.nix.id,
      target_slot: 'BENCH',
    });
  });

  it('refuses a slot the position may not play, and the player’s own slot', () => {
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.nix, rowAt('TE1'))).toBeNull();
    expect(moveCallFor(REGULAR_RULES, roster, PLAYERS.puka, rowAt('WR1'))).toBeNull();
  });

  it('refuses to bring a player off IR onto a full roster', () => {
    const onIr = roster.map((player) =>
      player.id === PLAYERS.laporta.id ? { ...player, roster_position: 'IR1' } : player,
    );
    const hurt = onIr.find((player) => player.id === PLAYERS.laporta.id)!;
    const full = { ...REGULAR_RULES, max_roster_size: 7 };
    const rows = placePlayersInSlots(full, onIr);
    const te1 = rows.find((row) => row.slot.code === 'TE1')!;
    expect(moveCallFor(full, onIr, hurt, te1)).toBeNull();
    expect(moveCallFor(REGULAR_RULES, onIr, hurt, te1)).toEqual({
      rostered_player_id: hurt.id,
      target_slot: 'TE1',
    });
  });
});
