import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  lineupAlerts,
  MESSAGES,
  MessageBanner,
  Notice,
  placePlayersInSlots,
  useTransientMessage,
  vampireRulesLabel,
  type MyTeam,
  type RosterRules,
} from '@fangtasy/shared';
import { LineupHelp } from './lineup-help';
import { MoveSheet, SHEET_MAX_HEIGHT } from './move-sheet';
import { MyTeamTable } from './my-team-table';
import { PlayerModal } from './player-modal';
import { useBoardClicks } from './use-board-clicks';
import { useFocusAfterChange } from './use-focus-after-change';
import { useRosterChanges } from './use-roster-changes';
import { useSelection } from './use-selection';

/** While the move sheet is open, room below the table so every row can scroll above it. */
const Board = styled.div<{ $sheetOpen: boolean }>`
  padding-bottom: ${({ $sheetOpen }) => ($sheetOpen ? SHEET_MAX_HEIGHT : '0')};
`;

/**
 * My Team once loaded: the member's roster under their own rule set laid out slot by slot, the
 * move sheet, the Player Information modal and the transient banner. What a click does is
 * `useBoardClicks`; the changes it makes, `useRosterChanges`.
 */
export function RosterBoard({ team, rules }: { team: MyTeam; rules: RosterRules }) {
  const { member } = team;
  const banner = useTransientMessage();
  const { show } = banner;

  useEffect(() => {
    if (member.is_vamp === 1) show(MESSAGES.vampireDetected, 'info');
  }, [member.is_vamp, show]);

  const { boardRef, focusOn } = useFocusAfterChange();
  const selection = useSelection();
  const changes = useRosterChanges({ team, show, selection, focusOn });
  const { players, busy } = changes;

  const rows = useMemo(() => placePlayersInSlots(rules, players), [rules, players]);
  const alerts = useMemo(() => lineupAlerts(rules, players), [rules, players]);
  const vampireLabel =
    member.is_vamp === 1 && team.regular_roster_rules
      ? vampireRulesLabel(rules, team.regular_roster_rules)
      : null;

  const { selected, targets, modalPlayer, onPlayer, onEmpty, onConfirm, onKeyDown } =
    useBoardClicks({ rules, rows, changes, selection, show });
  const { modal, openModal, select, reset } = selection;

  return (
    <Board ref={boardRef} onKeyDown={onKeyDown} $sheetOpen={selected !== null && !modal}>
      <MessageBanner message={banner.message} />
      {rows.length === 0 ? (
        <Notice>{MESSAGES.noRosterData}</Notice>
      ) : (
        <>
          <LineupHelp
            vampireLabel={vampireLabel}
            alerts={alerts}
            busy={busy}
            onBestLineup={() => void changes.bestLineup()}
          />
          <MyTeamTable
            rows={rows}
            selected={selected}
            targets={new Set(targets.keys())}
            busy={busy}
            onPlayer={onPlayer}
            onEmpty={onEmpty}
          />
        </>
      )}
      {selected && !modal ? (
        <MoveSheet
          player={selected}
          rows={rows}
          targets={targets}
          busy={busy}
          onMove={(call) => void changes.move(call, selected.id)}
          onInformation={() => openModal({ mode: 'info', playerId: selected.id })}
          onCancel={() => select(null)}
        />
      ) : null}
      {modal && modalPlayer ? (
        <PlayerModal
          key={modal.mode}
          player={modalPlayer}
          mode={modal.mode}
          busy={busy}
          onClose={reset}
          onAskBench={() => openModal({ mode: 'confirmBench', playerId: modalPlayer.id })}
          onAskDrop={() => openModal({ mode: 'confirmDrop', playerId: modalPlayer.id })}
          onConfirm={onConfirm}
        />
      ) : null}
    </Board>
  );
}
