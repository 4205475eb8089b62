import styled from 'styled-components';
import {
  MESSAGES,
  placePlayersInSlots,
  Table,
  TableScroll,
  theme,
  type FilledSlot,
  type RosteredPlayer,
} from '@fangtasy/shared';
import type { MemberRoster } from './member-roster';

const Row = styled.tr<{ $target: boolean }>`
  ${(props) =>
    props.$target ? `outline: 2px solid ${theme.color.focus}; outline-offset: -2px;` : ''}
`;

/** The slots the preview lists: every slot but IR, which Add Player never fills. */
export const previewSlots = ({ rules, roster }: MemberRoster): FilledSlot<RosteredPlayer>[] =>
  placePlayersInSlots(rules, roster).filter((entry) => entry.slot.kind !== 'IR');

/** The preview row a new player would fill: his slot, or the first empty bench row for BENCH. */
function targetRow(slots: readonly FilledSlot<RosteredPlayer>[], target: string | null) {
  if (!target) return null;
  if (target !== 'BENCH') return target;
  return slots.find((entry) => entry.slot.kind === 'BENCH' && entry.player === null)?.slot.code;
}

/** Roster Preview: the selected member's slots (without IR), the coming player's slot marked. */
export function RosterPreview({
  roster,
  teamName,
  target,
}: {
  roster: MemberRoster;
  teamName: string;
  /** Where the selected player would land, as findFirstFreeSlot names it. */
  target: string | null;
}) {
  const slots = previewSlots(roster);
  const targetCode = targetRow(slots, target);
  return (
    <TableScroll>
      <Table aria-label={`Roster Preview: ${teamName}`}>
        <thead>
          <tr>
            <th scope="col">Slot</th>
            <th scope="col">Player</th>
          </tr>
        </thead>
        <tbody>
          {slots.map(({ slot, player }) => (
            <Row
              key={slot.code}
              data-slot={slot.code}
              $target={slot.code === targetCode}
              aria-current={slot.code === targetCode ? 'location' : undefined}
            >
              <th scope="row">{slot.code}</th>
              <td>
                {player
                  ? `${player.player_name} (${player.position}, ${player.team})`
                  : MESSAGES.emptySlot}
              </td>
            </Row>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
