import {
  MESSAGES,
  PlayerCard,
  Table,
  TableScroll,
  type FilledSlot,
  type RosteredPlayer,
} from '@fangtasy/shared';
import { gameOf, type GamesByTeam } from './week-games';

/** The Slot / Player table of one member's roster. */
export function RosterTable({
  rows,
  games,
  teamName,
}: {
  rows: readonly FilledSlot<RosteredPlayer>[];
  games: GamesByTeam;
  teamName: string;
}) {
  return (
    <TableScroll>
      <Table aria-label={`${teamName} roster`}>
        <thead>
          <tr>
            <th scope="col">Slot</th>
            <th scope="col">Player</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ slot, player }) => (
            <tr key={slot.code} data-slot={slot.code}>
              <th scope="row">{slot.code}</th>
              <td>
                {player ? (
                  <PlayerCard player={player} game={gameOf(games, player)} />
                ) : (
                  MESSAGES.emptySlot
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
