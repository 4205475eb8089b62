import { useState } from 'react';
import {
  LoadingText,
  messageFromError,
  Notice,
  Panel,
  SectionTitle,
  MESSAGES,
  type DraftAvailablePlayer,
  type Position,
} from '@fangtasy/shared';
import { PlayerRows, type PickAction } from './player-rows';
import { PositionFilter } from './position-filter';
import { useAvailablePlayers } from './use-available-players';

/**
 * The players still to draft with their rankings (last season's points under the league's
 * scoring, then this season's), filtered by position; each may be queued, or drafted when the
 * member (or the commissioner for a team) may pick.
 */
export function AvailablePlayers({
  leagueId,
  picksMade,
  queued,
  onQueue,
  pick,
}: {
  leagueId: number;
  picksMade: number;
  queued: ReadonlySet<number>;
  onQueue: (player: DraftAvailablePlayer) => void;
  pick: PickAction;
}) {
  const [position, setPosition] = useState<Position | null>(null);
  const players = useAvailablePlayers(leagueId, position, picksMade);
  return (
    <Panel aria-labelledby="available-players-title">
      <SectionTitle id="available-players-title">Available players</SectionTitle>
      <PositionFilter value={position} onChange={setPosition} />
      {players.isPending ? (
        <LoadingText rows={6}>Loading players...</LoadingText>
      ) : players.isError ? (
        <Notice tone="error">{messageFromError(players.error, MESSAGES.failedToLoadData)}</Notice>
      ) : players.data.length === 0 ? (
        <p>No player left to draft{position ? ` at ${position}` : ''}.</p>
      ) : (
        <PlayerRows players={players.data} queued={queued} onQueue={onQueue} pick={pick} />
      )}
    </Panel>
  );
}
