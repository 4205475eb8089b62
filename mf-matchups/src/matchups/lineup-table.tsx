import styled from 'styled-components';
import {
  MESSAGES,
  Table,
  TableScroll,
  theme,
  type GameStatus,
  type MatchupSlot,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Detail = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

const ScoreCell = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StatusLabel: Partial<Record<GameStatus, string>> = {
  in_progress: 'Live',
  final: 'Final',
  none: 'Bye',
};

function PlayerCell({ slot }: { slot: MatchupSlot }) {
  if (!slot.player) return <td>{MESSAGES.emptySlot}</td>;
  const status = StatusLabel[slot.player.game_status];
  return (
    <td>
      <Name>{slot.player.player_name}</Name>
      <Detail>
        {slot.player.position} · {slot.player.team}
        {status ? ` · ${status}` : ''}
      </Detail>
    </td>
  );
}

/**
 * One side's lineup: home reads slot, player, score; away mirrors it (score, player, slot), so
 * the two tables meet at their scores like a scoreboard.
 */
export function LineupTable({
  slots,
  side,
  label,
}: {
  slots: readonly MatchupSlot[];
  side: 'home' | 'away';
  label: string;
}) {
  const rows = slots.map((slot) => {
    const cells = [
      <th key="slot" scope="row">
        {slot.slot}
      </th>,
      <PlayerCell key="player" slot={slot} />,
      <ScoreCell key="score">{formatScore(slot.player?.score)}</ScoreCell>,
    ];
    return (
      <tr key={slot.slot} data-slot={slot.slot}>
        {side === 'home' ? cells : [...cells].reverse()}
      </tr>
    );
  });
  const headers = ['Slot', 'Player', 'Score'];
  return (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            {(side === 'home' ? headers : [...headers].reverse()).map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </Table>
    </TableScroll>
  );
}
