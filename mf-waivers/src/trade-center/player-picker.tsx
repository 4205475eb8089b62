import { PlayerChoiceList } from '@fangtasy/shared';
import type { TradeRosterPlayer } from './trade-plan';

/**
 * A roster to pick players from (the players sent, received or dropped): a checkbox per player
 * with his season points; a player locked by his game is shown but can't be picked.
 */
export function PlayerPicker({
  legend,
  players,
  picked,
  onToggle,
}: {
  legend: string;
  players: readonly TradeRosterPlayer[];
  picked: ReadonlySet<number>;
  onToggle: (playerId: number) => void;
}) {
  return (
    <PlayerChoiceList
      legend={legend}
      type="checkbox"
      players={players.map((player) => ({
        ...player,
        figure: `${(player.season_points ?? 0).toFixed(1)} pts`,
      }))}
      isChosen={(id) => picked.has(id)}
      onChoose={onToggle}
    />
  );
}

/** A set with one player added or taken away (pickers keep their choices as sets). */
export const toggled = (set: ReadonlySet<number>, id: number): Set<number> => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};
