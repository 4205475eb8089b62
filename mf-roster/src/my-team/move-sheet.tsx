import styled from 'styled-components';
import {
  MESSAGES,
  PositionBadge,
  slotKindOf,
  theme,
  type FilledSlot,
  type MyTeamPlayer,
} from '@fangtasy/shared';
import type { MoveCall } from './move-calls';

/** The sheet's height at most: the board keeps this much room below the table to scroll into. */
export const SHEET_MAX_HEIGHT = '45vh';

const Sheet = styled.section`
  position: fixed;
  z-index: 900;
  left: 0;
  right: 0;
  bottom: 0;
  max-height: ${SHEET_MAX_HEIGHT};
  overflow-y: auto;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
  border-top: 1px solid ${theme.color.border};
  border-radius: 12px 12px 0 0;
  background: ${theme.color.surface};
  box-shadow: 0 -8px 24px rgba(0, 0, 0, 0.5);

  /* On a wide screen a panel in the corner, not a bar across the whole page. */
  @media (min-width: 720px) {
    left: auto;
    right: ${theme.space(4)};
    bottom: ${theme.space(4)};
    width: 360px;
    border: 1px solid ${theme.color.border};
    border-radius: 12px;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: 1rem;
`;

const Targets = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Target = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 48px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: wait;
    opacity: 0.6;
  }
`;

const Occupant = styled.span`
  color: ${theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};

  button {
    flex: 1;
    min-height: 44px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: transparent;
    color: ${theme.color.text};
    font: inherit;
    cursor: pointer;
  }
`;

const None = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/**
 * The rows worth a button: every target, but the bench once — a bench player moving along the
 * bench changes nothing, and one empty bench row stands for them all (the bench is one pool).
 */
function sheetChoices(
  player: MyTeamPlayer,
  rows: readonly FilledSlot<MyTeamPlayer>[],
  targets: ReadonlyMap<string, MoveCall>,
): FilledSlot<MyTeamPlayer>[] {
  const onBench = slotKindOf(player.roster_position) === 'BENCH';
  let emptyBenchShown = false;
  return rows.filter(({ slot, player: occupant }) => {
    if (!targets.has(slot.code)) return false;
    if (slot.kind !== 'BENCH') return true;
    if (onBench) return false;
    if (occupant) return true;
    if (emptyBenchShown) return false;
    emptyBenchShown = true;
    return true;
  });
}

export interface MoveSheetProps {
  player: MyTeamPlayer;
  rows: readonly FilledSlot<MyTeamPlayer>[];
  /** The rows he may be moved onto now, by slot code (the same rules the server holds). */
  targets: ReadonlyMap<string, MoveCall>;
  busy: boolean;
  onMove: (call: MoveCall) => void;
  onInformation: () => void;
  onCancel: () => void;
}

/**
 * What a tap on a player opens: every slot he may go to now as a big button, with who is there
 * (he swaps, or goes to the bench, by the roster-move rule the server applies), his information,
 * and Cancel. A bottom sheet on a phone, a corner panel on a wide screen; the table's highlighted
 * targets still work beside it.
 */
export function MoveSheet({
  player,
  rows,
  targets,
  busy,
  onMove,
  onInformation,
  onCancel,
}: MoveSheetProps) {
  const choices = sheetChoices(player, rows, targets);
  return (
    <Sheet aria-label={`Move ${player.player_name}`} data-testid="move-sheet">
      <Title>Move {player.player_name}</Title>
      {choices.length === 0 ? (
        <None>No slot he may move to now.</None>
      ) : (
        <Targets>
          {choices.map(({ slot, player: occupant }) => (
            <li key={slot.code}>
              <Target
                type="button"
                data-target-slot={slot.code}
                disabled={busy}
                onClick={() => onMove(targets.get(slot.code)!)}
              >
                <PositionBadge position={slot.code} />
                <Occupant>{occupant ? occupant.player_name : MESSAGES.emptySlot}</Occupant>
              </Target>
            </li>
          ))}
        </Targets>
      )}
      <Actions>
        <button type="button" onClick={onInformation}>
          Player Information
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </Actions>
    </Sheet>
  );
}
