import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  ButtonRow,
  LoadingText,
  MESSAGES,
  Notice,
  playerStateText,
  Table,
  TableScroll,
  theme,
  type PlayerSearchPage,
  type PlayerSearchRow,
} from '@fangtasy/shared';

const PageIndicator = styled.span`
  color: ${theme.color.textMuted};
  min-width: 4rem;
  text-align: center;
`;

export interface PlayerPickerProps {
  players: UseQueryResult<PlayerSearchPage>;
  page: number;
  totalPages: number;
  selectedId: number | null;
  onSelect: (player: PlayerSearchRow) => void;
  onPage: (page: number) => void;
}

/** One page of the unrostered players, each picked with a radio, with previous/next paging. */
export function PlayerPicker({
  players,
  page,
  totalPages,
  selectedId,
  onSelect,
  onPage,
}: PlayerPickerProps) {
  if (players.isError) return <Notice tone="error">{MESSAGES.failedToLoadData}</Notice>;
  const rows = players.data?.players ?? [];
  return (
    <>
      {players.isPending ? <LoadingText>Loading players...</LoadingText> : null}
      {players.isSuccess && rows.length === 0 ? (
        <Notice>No players match these filters.</Notice>
      ) : null}
      {rows.length > 0 ? (
        <TableScroll>
          <Table aria-label="Available players">
            <thead>
              <tr>
                <th scope="col">Select</th>
                <th scope="col">Player</th>
                <th scope="col">Position</th>
                <th scope="col">Team</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((player) => (
                <tr key={player.id}>
                  <td>
                    <input
                      type="radio"
                      name="player"
                      aria-label={player.player_name}
                      checked={player.id === selectedId}
                      onChange={() => onSelect(player)}
                    />
                  </td>
                  <td>{player.player_name}</td>
                  <td>{player.position}</td>
                  <td>{player.team}</td>
                  <td>{playerStateText(player.state)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      ) : null}
      <ButtonRow as="nav" aria-label="Player pages">
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <PageIndicator aria-live="polite">
          {page} / {totalPages}
        </PageIndicator>
        <Button $variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </ButtonRow>
    </>
  );
}
