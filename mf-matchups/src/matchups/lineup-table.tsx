import styled from 'styled-components';
import {
  gameStatusText,
  MESSAGES,
  PlayerAvatar,
  Table,
  TableScroll,
  TeamBadge,
  theme,
  type MatchupSlot,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';

const PlayerLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Detail = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

const GameStatus = styled.span`
  white-space: nowrap;
  &[data-state='in_progress'] {
    color: ${theme.color.success};
    font-weight: 600;
  }
`;

const ScoreCell = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

function PlayerCell({ slot }: { slot: MatchupSlot }) {
  const player = slot.player;
  if (!player) return <td>{MESSAGES.emptySlot}</td>;
  return (
    <td>
      <PlayerLine>
        <PlayerAvatar
          name={player.player_name}
          team={player.team}
          headshotUrl={player.headshot_url}
        />
        <div>
          <Name data-testid="player-name">{player.player_name}</Name>
          <Detail>
            {player.position} · <TeamBadge team={player.team} /> ·{' '}
            <GameStatus data-testid="game-status" data-state={player.game_status}>
              {gameStatusText(player.game_status, player)}
            </GameStatus>
          </Detail>
        </div>
      </PlayerLine>
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
