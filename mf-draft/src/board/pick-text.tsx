import styled from 'styled-components';
import { PositionBadge, theme } from '@fangtasy/shared';
import { PlayerLine } from '../common/plain-list';
import type { BoardSlot } from '../room/room-view';

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

/** What stands at a place on the board: the player picked, 'On the clock', or nothing yet. */
export function PickText({ slot }: { slot: BoardSlot }) {
  if (slot.pick)
    return (
      <PlayerLine>
        <PositionBadge position={slot.pick.position} />
        {slot.pick.player_name}
        <Muted>
          {slot.pick.nfl_team}
          {slot.pick.made_by === 'autopick' ? ' · auto' : ''}
        </Muted>
      </PlayerLine>
    );
  if (slot.onClock) return <strong>On the clock</strong>;
  return <Muted>—</Muted>;
}
