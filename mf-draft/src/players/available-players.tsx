import { useMemo, useState } from 'react';
import {
  LoadingText,
  messageFromError,
  Notice,
  Panel,
  SectionTitle,
  MESSAGES,
  Button,
  FormField,
  type DraftAvailablePlayer,
  type DraftPick,
  type Position,
} from '@fangtasy/shared';
import { PlayerRows, type PickAction } from './player-rows';
import { PositionFilter } from './position-filter';
import { useAvailablePlayers } from './use-available-players';

/** How many players the list shows at first, and how many more each "Show more" adds. */
const PLAYERS_PER_PAGE = 25;

/**
 * The players still to draft with their rankings (last season's points under the league's
 * scoring, then this season's), filtered by position; each may be queued, or drafted when the
 * member (or the commissioner for a team) may pick.
 */
export function AvailablePlayers({
  leagueId,
  picks,
  queued,
  onQueue,
  pick,
}: {
  leagueId: number;
  /** The picks the room has seen: a player among them is gone at once, before the list is read again. */
  picks: readonly DraftPick[];
  queued: ReadonlySet<number>;
  onQueue: (player: DraftAvailablePlayer) => void;
  pick: PickAction;
}) {
  const [position, setPosition] = useState<Position | null>(null);
  const [shown, setShown] = useState(PLAYERS_PER_PAGE);
  const [search, setSearch] = useState('');
  const players = useAvailablePlayers(leagueId, position, picks.length, search.trim() !== '');
  const taken = useMemo(() => new Set(picks.map((made) => made.player_id)), [picks]);
  const wanted = search.trim().toLowerCase();
  const available = (players.data ?? []).filter(
    (player) => !taken.has(player.player_id) && player.player_name.toLowerCase().includes(wanted),
  );
  const choosePosition = (next: Position | null) => {
    setPosition(next);
    setShown(PLAYERS_PER_PAGE);
  };
  return (
    <Panel aria-labelledby="available-players-title">
      <SectionTitle id="available-players-title">Available players</SectionTitle>
      <PositionFilter value={position} onChange={choosePosition} />
      <FormField
        label="Search by name"
        type="search"
        value={search}
        maxLength={50}
        onChange={(event) => {
          setSearch(event.target.value);
          setShown(PLAYERS_PER_PAGE);
        }}
      />
      {players.isPending ? (
        <LoadingText rows={6}>Loading players...</LoadingText>
      ) : players.isError ? (
        <Notice tone="error">{messageFromError(players.error, MESSAGES.failedToLoadData)}</Notice>
      ) : available.length === 0 ? (
        <p>
          No player left to draft{position ? ` at ${position}` : ''}
          {wanted ? ` named like "${search.trim()}"` : ''}.
        </p>
      ) : (
        <>
          <PlayerRows
            players={available.slice(0, shown)}
            queued={queued}
            onQueue={onQueue}
            pick={pick}
          />
          {available.length > shown ? (
            <Button $variant="secondary" onClick={() => setShown(shown + PLAYERS_PER_PAGE)}>
              Show more players
            </Button>
          ) : null}
        </>
      )}
    </Panel>
  );
}
