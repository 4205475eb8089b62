import { isReportedOut } from './best-lineup';
import { STARTER_SLOT_KINDS } from './constants';
import type { RosterRules } from './entities';
import { buildSlotLayout, isStarterSlot, slotKindOf } from './roster-layout';

/** A player of a lineup frozen when its week ended (matchup_lineups), with what the week said. */
export interface FrozenLineupPlayer {
  player_id: number;
  player_name: string;
  /** His slot in the frozen lineup: 'RB2', 'BENCH', 'IR1'. */
  roster_position: string;
  /** His NFL team had a game that week (else: a bye). */
  had_game: boolean;
  /** He has a stat line for the week: he played. */
  played: boolean;
  /** The injury report when the week ended. */
  injury_status: string | null;
}

/**
 * Why a lineup frozen at a week's end leaves its team exposed to the vampire (decision 019), one
 * sentence per starting slot, in slot order: a slot left empty, a starter whose team had no game,
 * a starter reported out who did not play. Empty when the lineup was full.
 */
export function lineupExposure(
  rules: RosterRules,
  lineup: readonly FrozenLineupPlayer[],
): string[] {
  const bySlot = new Map(lineup.map((player) => [player.roster_position.toUpperCase(), player]));
  const reasons: string[] = [];
  for (const slot of buildSlotLayout(rules)) {
    if (!STARTER_SLOT_KINDS.includes(slot.kind)) continue;
    const player = bySlot.get(slot.code);
    if (!player) reasons.push(`${slot.code} was empty.`);
    else if (!player.had_game) reasons.push(`${slot.code} ${player.player_name} had no game.`);
    else if (!player.played && isReportedOut(player.injury_status))
      reasons.push(
        `${slot.code} ${player.player_name} was reported ${player.injury_status?.trim()}.`,
      );
  }
  return reasons;
}

/** What a bite right knows of the week besides the lineup. */
export interface BiteTargetFacts {
  /** The loser's lineup was exposed: his bench may be bitten too. */
  exposed: boolean;
  /** The starter his garlic protected that week, if any. */
  garlic_player_id: number | null;
  /** Under declare-before-kickoff, the one target the vampire named; null: no such rule. */
  declared_player_id: number | null;
  declare_before_kickoff: boolean;
}

/**
 * The players of the loser's frozen lineup a bite may take (decision 019): his starters, and his
 * bench when his lineup was exposed; never injured reserve, never the garlic's starter; under
 * declare-before-kickoff only the declared player. Whether each is still on his roster and free
 * to move is the server's to judge at the bite.
 */
export function biteTargetIds(
  lineup: readonly Pick<FrozenLineupPlayer, 'player_id' | 'roster_position'>[],
  facts: BiteTargetFacts,
): number[] {
  return lineup
    .filter((player) => {
      const kind = slotKindOf(player.roster_position);
      const open = isStarterSlot(player.roster_position) || (facts.exposed && kind === 'BENCH');
      if (!open || player.player_id === facts.garlic_player_id) return false;
      return !facts.declare_before_kickoff || player.player_id === facts.declared_player_id;
    })
    .map((player) => player.player_id);
}
