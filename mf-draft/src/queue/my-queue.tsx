import styled from 'styled-components';
import {
  Button,
  Notice,
  Panel,
  PositionBadge,
  SectionTitle,
  movedOnePlace,
  theme,
  type DraftQueuePlayer,
} from '@fangtasy/shared';
import { PlainList, PlayerLine } from '../common/plain-list';

const List = styled(PlainList)`
  li {
    justify-content: space-between;
    padding: ${theme.space(2)};
    background: ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
  }
  li[data-taken] > span:first-child {
    text-decoration: line-through;
    color: ${theme.color.textMuted};
  }
`;

const Moves = styled.span`
  display: flex;
  gap: ${theme.space(1)};
  button {
    min-height: 40px;
    min-width: 40px;
    padding: ${theme.space(1)} ${theme.space(2)};
    justify-content: center;
  }
`;

/**
 * My queue: the players the member wants, first wanted first — the autopick takes the first one
 * still there. Each can move up or down or leave; every change saves the whole queue.
 */
export function MyQueue({
  players,
  error,
  saving,
  onChange,
}: {
  players: DraftQueuePlayer[];
  error: string | null;
  saving: boolean;
  onChange: (playerIds: number[]) => void;
}) {
  const ids = players.map((player) => player.player_id);
  return (
    <Panel aria-labelledby="my-queue-title">
      <SectionTitle id="my-queue-title">My queue</SectionTitle>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {players.length === 0 ? (
        <p>Queue players from the list: when your clock runs out, the autopick takes the first.</p>
      ) : (
        <List aria-label="My queue">
          {players.map((player, index) => (
            <li key={player.player_id} data-taken={player.available ? undefined : true}>
              <PlayerLine>
                {index + 1}. <PositionBadge position={player.position} />
                {player.player_name} {player.nfl_team}
                {player.available ? '' : ' (drafted)'}
              </PlayerLine>
              <Moves>
                <Button
                  $variant="secondary"
                  aria-label={`Move ${player.player_name} up`}
                  disabled={saving || index === 0}
                  onClick={() => onChange(movedOnePlace(ids, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  $variant="secondary"
                  aria-label={`Move ${player.player_name} down`}
                  disabled={saving || index === players.length - 1}
                  onClick={() => onChange(movedOnePlace(ids, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  $variant="danger"
                  aria-label={`Remove ${player.player_name} from my queue`}
                  disabled={saving}
                  onClick={() => onChange(ids.filter((id) => id !== player.player_id))}
                >
                  ✕
                </Button>
              </Moves>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
