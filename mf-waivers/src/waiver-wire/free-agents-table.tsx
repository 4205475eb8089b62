import styled from 'styled-components';
import {
  Button,
  PlayerCard,
  playerStateText,
  Table,
  TableScroll,
  theme,
  type NflScheduleEntry,
  type PlayerSearchRow,
} from '@fangtasy/shared';
import { statColumnsFor, type StatColumn } from './stat-columns';

const Row = styled.tr`
  cursor: pointer;
`;

const State = styled.span<{ $kind: string }>`
  color: ${(props) =>
    props.$kind === 'free_agent'
      ? theme.color.success
      : props.$kind === 'locked'
        ? theme.color.error
        : theme.color.textMuted};
  font-size: 0.9rem;
`;

const Action = styled(Button)`
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

export interface FreeAgentsTableProps {
  players: PlayerSearchRow[];
  /** This week's game of each NFL team, by team. */
  games: Map<string, NflScheduleEntry>;
  /** The position filter: a position's own stat columns, or one summary column for All. */
  position: string;
  /** 'Place Claim' before the waiver day, 'Add Player' from it on. */
  actionLabel: string;
  /** While the page refreshes, players can't be picked. */
  disabled?: boolean;
  onPick: (player: PlayerSearchRow) => void;
}

const statValue = (player: PlayerSearchRow, column: StatColumn) =>
  player.season_stats?.[column.key] ?? 0;

/** A player's own position's season stats in one line, for the All view. */
function statSummary(player: PlayerSearchRow): string {
  const columns = statColumnsFor(player.position);
  if (columns.length === 0) return '—';
  return columns.map((column) => `${statValue(player, column)} ${column.label}`).join(' · ');
}

/**
 * The Free Agents table (spec section 2): each player's card with this week's game, his state
 * in the league, season fantasy points, and the stat columns of his position.
 */
export function FreeAgentsTable({
  players,
  games,
  position,
  actionLabel,
  disabled = false,
  onPick,
}: FreeAgentsTableProps) {
  const columns = statColumnsFor(position);
  return (
    <TableScroll>
      <Table aria-label="Free Agents">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Status</th>
            <th scope="col">Season Pts</th>
            {columns.length > 0 ? (
              columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))
            ) : (
              <th scope="col">Season Stats</th>
            )}
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => {
            // A locked player can be neither added nor claimed until the week ends (decisions.md).
            const locked = player.state?.kind === 'locked';
            const canPick = !disabled && !locked;
            return (
              <Row
                key={player.id}
                data-player-id={player.id}
                onClick={() => (canPick ? onPick(player) : undefined)}
              >
                <td>
                  <PlayerCard player={player} game={games.get(player.team) ?? null} />
                </td>
                <td>
                  <State $kind={player.state?.kind ?? 'free_agent'}>
                    {playerStateText(player.state)}
                  </State>
                </td>
                <td>{(player.season_points ?? 0).toFixed(2)}</td>
                {columns.length > 0 ? (
                  columns.map((column) => <td key={column.key}>{statValue(player, column)}</td>)
                ) : (
                  <td>
                    <Muted>{statSummary(player)}</Muted>
                  </td>
                )}
                <td>
                  <Action
                    $variant="secondary"
                    disabled={!canPick}
                    aria-label={
                      locked
                        ? `${player.player_name} is locked: his game has started`
                        : `${actionLabel}: ${player.player_name}`
                    }
                    onClick={(event) => {
                      event.stopPropagation();
                      if (canPick) onPick(player);
                    }}
                  >
                    {locked ? 'Locked' : actionLabel}
                  </Action>
                </td>
              </Row>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
