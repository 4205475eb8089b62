import styled from 'styled-components';
import { formatEasternDateTime, Panel, theme, type DraftRoom } from '@fangtasy/shared';
import { Facts } from '../common/facts';
import { pickNumber, teamLabel, teamOf } from '../room/room-view';
import { clockText } from './clock-text';
import { useRemainingTime } from './use-remaining-time';

const Time = styled.p`
  font-size: clamp(2.75rem, 14vw, 4.5rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  margin: ${theme.space(1)} 0 ${theme.space(2)};
`;

/** What the room says before the draft and after it, where the clock would be. */
function notRunningText(room: DraftRoom): string {
  if (room.status === 'complete') return 'The draft is complete.';
  const starts = room.settings.starts_at;
  return starts
    ? `The draft starts ${formatEasternDateTime(starts)}, when the commissioner starts it.`
    : 'The draft has not started. The commissioner starts it.';
}

/**
 * The pick clock, large: the time left for the pick on the clock (counting down, or frozen and
 * marked Paused), who is on the clock with the pick's number, and who is next.
 */
export function PickClock({ room, receivedAt }: { room: DraftRoom; receivedAt: number }) {
  const reading = useRemainingTime(room, receivedAt);
  const clock = room.on_clock;
  if (!clock || reading === null)
    return (
      <Panel aria-label="Pick clock">
        <Facts>{notRunningText(room)}</Facts>
      </Panel>
    );
  const paused = room.status === 'paused';
  const next = teamOf(room, room.next_league_member_id);
  return (
    <Panel aria-label="Pick clock">
      <Facts>
        Pick {pickNumber(clock.round, clock.pick_in_round)} ({clock.overall} overall)
        {paused ? ' · Paused' : reading.overnight ? ' · Paused overnight until 8:00 AM ET' : ''}
      </Facts>
      <Time role="timer" aria-label="Time left to pick" aria-live="off">
        {clockText(reading.remainingMs)}
      </Time>
      <Facts>
        On the clock: <strong>{teamLabel(teamOf(room, clock.league_member_id))}</strong>
      </Facts>
      {next ? (
        <Facts>
          Next: <strong>{teamLabel(next)}</strong>
        </Facts>
      ) : null}
    </Panel>
  );
}
