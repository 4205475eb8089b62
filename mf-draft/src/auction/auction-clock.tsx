import styled from 'styled-components';
import { theme, type DraftRoom } from '@fangtasy/shared';
import { clockText } from '../clock/clock-text';
import { useRemainingTime } from '../clock/use-remaining-time';

const Time = styled.p`
  font-size: clamp(2.5rem, 12vw, 4rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  margin: ${theme.space(1)} 0;
`;

/**
 * The auction's clock, large: the bid clock while a player is on the block (each bid restarts
 * it), else the nomination clock. The room's `on_clock` carries either deadline.
 */
export function AuctionClock({
  room,
  receivedAt,
  label,
}: {
  room: DraftRoom;
  receivedAt: number;
  label: string;
}) {
  const reading = useRemainingTime(room, receivedAt);
  if (reading === null) return null;
  return (
    <Time role="timer" aria-label={label} aria-live="off">
      {clockText(reading.remainingMs)}
      {room.status === 'paused' ? ' · Paused' : ''}
    </Time>
  );
}
