import { slotKindOf, type RosteredPlayer } from '@fangtasy/shared';

export interface DropChoice {
  id: number;
  label: string;
}

/**
 * The players a member may name as the drop, each with his slot, name and season points, so the
 * choice is made on what he is worth. On a full roster only a player who frees a place
 * will do: IR players don't count toward the roster size (rules §5.6), so they are left out.
 */
export function dropChoices(roster: readonly RosteredPlayer[], rosterFull: boolean): DropChoice[] {
  return roster
    .filter((entry) => !rosterFull || slotKindOf(entry.roster_position) !== 'IR')
    .map((entry) => ({
      id: entry.id,
      label: `${entry.roster_position} · ${entry.player_name} (${entry.position}, ${entry.team}) · ${(entry.season_points ?? 0).toFixed(2)} pts`,
    }));
}

/** A select's value for "no drop". */
export const NO_DROP = '';

export const dropFromValue = (value: string): number | null =>
  value === NO_DROP ? null : Number(value);
