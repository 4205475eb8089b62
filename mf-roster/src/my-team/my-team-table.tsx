import styled from 'styled-components';
import {
  MESSAGES,
  PositionBadge,
  theme,
  type FilledSlot,
  type MyTeamPlayer,
} from '@fangtasy/shared';
import { RosterRow } from './roster-row';

/** A compact table: no borders, one thin rule between rows, the slot badge in a narrow column. */
const CompactTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  thead th {
    padding: ${theme.space(1)} ${theme.space(2)};
    color: ${theme.color.textMuted};
    font-size: 0.75rem;
    font-weight: 600;
    text-align: left;
  }
  thead th:first-child {
    width: 4.25rem;
  }
  tbody tr {
    border-top: 1px solid ${theme.color.border};
  }
  tbody th {
    padding: 0 ${theme.space(1)};
    text-align: left;
    font-weight: inherit;
  }
  td {
    padding: 0;
  }
  td > span {
    display: block;
    padding: ${theme.space(2)};
    color: ${theme.color.textMuted};
  }
`;

const SlotButton = styled.button`
  display: block;
  width: 100%;
  min-height: 48px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 2px solid transparent;
  border-radius: ${theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${theme.color.accentHover};
    background: ${theme.color.surfaceRaised};
  }
  &[data-target='swap'] {
    border-style: dashed;
    border-color: ${theme.color.info};
  }
  &[data-target='move'] {
    border-style: dashed;
    border-color: ${theme.color.success};
    background: rgba(107, 212, 154, 0.12);
    color: ${theme.color.success};
    font-weight: 600;
  }
`;

export interface MyTeamTableProps {
  rows: readonly FilledSlot<MyTeamPlayer>[];
  selected: MyTeamPlayer | null;
  /** Slot codes the selected player may be moved onto now. */
  targets: ReadonlySet<string>;
  busy: boolean;
  onPlayer: (row: FilledSlot<MyTeamPlayer>) => void;
  onEmpty: (row: FilledSlot<MyTeamPlayer>) => void;
}

function PlayerButton({
  row,
  player,
  selected,
  target,
  onPlayer,
}: {
  row: FilledSlot<MyTeamPlayer>;
  player: MyTeamPlayer;
  selected: boolean;
  target: boolean;
  onPlayer: MyTeamTableProps['onPlayer'];
}) {
  return (
    <SlotButton
      type="button"
      aria-pressed={selected}
      data-player-id={player.id}
      data-target={target ? 'swap' : undefined}
      data-locked={player.is_locked ? 'true' : undefined}
      onClick={() => onPlayer(row)}
    >
      <RosterRow player={player} showPosition={row.slot.kind !== player.position} />
    </SlotButton>
  );
}

/**
 * The Slot / Player table of My Team. Every card is a button (select, or open the player's
 * information); while a player is selected every empty slot is one too, the valid ones
 * highlighted, so the page works from the keyboard as well as the mouse.
 */
export function MyTeamTable({
  rows,
  selected,
  targets,
  busy,
  onPlayer,
  onEmpty,
}: MyTeamTableProps) {
  return (
    <>
      {/* Focusable from script only: it takes focus when a dropped player's card has gone. */}
      <CompactTable aria-label="My Team roster" aria-busy={busy} tabIndex={-1}>
        <thead>
          <tr>
            <th scope="col">Slot</th>
            <th scope="col">Player</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { slot, player } = row;
            const target = targets.has(slot.code);
            return (
              <tr key={slot.code} data-slot={slot.code} data-valid-target={target || undefined}>
                <th scope="row">
                  <PositionBadge position={slot.code} />
                </th>
                <td>
                  {player ? (
                    <PlayerButton
                      row={row}
                      player={player}
                      selected={selected?.id === player.id}
                      target={target}
                      onPlayer={onPlayer}
                    />
                  ) : selected ? (
                    <SlotButton
                      type="button"
                      data-target={target ? 'move' : undefined}
                      // The name keeps the visible 'Empty' (WCAG 2.5.3, label in name); not in parentheses,
                      // which the label-in-name check leaves out.
                      aria-label={
                        target
                          ? `Move ${selected.player_name} to ${slot.code}: ${MESSAGES.emptySlot}`
                          : `${slot.code}: ${MESSAGES.emptySlot}. ${MESSAGES.invalidMove}`
                      }
                      onClick={() => onEmpty(row)}
                    >
                      {MESSAGES.emptySlot}
                    </SlotButton>
                  ) : (
                    <span>{MESSAGES.emptySlot}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </CompactTable>
    </>
  );
}
