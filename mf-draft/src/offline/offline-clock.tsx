import { Panel, type DraftRoom } from '@fangtasy/shared';
import { pickNumber, teamLabel, teamOf } from '../room/room-view';

/**
 * Where the clock stands in a live draft, an offline draft says whose pick the commissioner
 * enters next: it has no clock (decision 066).
 */
export function OfflineClock({ room }: { room: DraftRoom }) {
  const clock = room.on_clock;
  return (
    <Panel aria-label="Pick clock">
      <p>
        Offline draft: the league drafts elsewhere and the commissioner enters the results here.
      </p>
      {clock && room.status === 'running' ? (
        <p>
          Next to enter: pick {pickNumber(clock.round, clock.pick_in_round)} ({clock.overall}{' '}
          overall), <strong>{teamLabel(teamOf(room, clock.league_member_id))}</strong>
        </p>
      ) : room.status === 'complete' ? (
        <p>The draft is complete.</p>
      ) : null}
    </Panel>
  );
}
