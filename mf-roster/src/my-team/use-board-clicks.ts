import { useMemo, type KeyboardEvent } from 'react';
import {
  MESSAGES,
  type FilledSlot,
  type MyTeamPlayer,
  type NoticeTone,
  type RosterRules,
} from '@fangtasy/shared';
import { isSelectable, moveTargets, type MoveCall } from './move-calls';
import type { useRosterChanges } from './use-roster-changes';
import type { Selection } from './use-selection';

interface BoardClicksInput {
  rules: RosterRules;
  rows: FilledSlot<MyTeamPlayer>[];
  changes: ReturnType<typeof useRosterChanges>;
  selection: Selection;
  show: (text: string, tone?: NoticeTone) => void;
}

/**
 * What a click (a tap, Enter or Space on a card) does on the board: select a player, move the
 * selected one to a target, open a player's information, confirm a bench or a drop; Escape lets
 * go of the selection (mf-roster/CONTEXT.md, "How the clicks read").
 */
export function useBoardClicks({ rules, rows, changes, selection, show }: BoardClicksInput) {
  const { players, busy, move } = changes;
  const { selectedId, select, modal, openModal } = selection;
  const selected = players.find((player) => player.id === selectedId) ?? null;
  const targets = useMemo(
    () => (selected ? moveTargets(rules, players, rows, selected) : new Map<string, MoveCall>()),
    [rules, players, rows, selected],
  );
  const modalPlayer = modal
    ? (players.find((player) => player.id === modal.playerId) ?? null)
    : null;

  const onPlayer = ({ slot, player }: FilledSlot<MyTeamPlayer>) => {
    if (busy || !player) return;
    if (selected === null) {
      // A locked player can't be picked for a move; his information still opens.
      if (isSelectable(player)) select(player.id);
      else openModal({ mode: 'info', playerId: player.id });
      return;
    }
    if (player.id === selected.id) {
      openModal({ mode: 'info', playerId: player.id });
      return;
    }
    const call = targets.get(slot.code);
    if (call) {
      void move(call, selected.id);
      return;
    }
    // Not a place the selected player may go: the clicked player's information instead.
    select(null);
    openModal({ mode: 'info', playerId: player.id });
  };

  const onEmpty = ({ slot }: FilledSlot<MyTeamPlayer>) => {
    if (busy) return;
    const call = targets.get(slot.code);
    if (call && selected) {
      void move(call, selected.id);
      return;
    }
    select(null);
    show(MESSAGES.invalidMove, 'error');
  };

  const onConfirm = () => {
    if (!modal || !modalPlayer || busy) return;
    const id = modalPlayer.id;
    void changes.benchOrDrop(modal.mode === 'confirmDrop' ? 'drop' : 'bench', id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && selectedId !== null && !modal) select(null);
  };

  return { selected, targets, modalPlayer, onPlayer, onEmpty, onConfirm, onKeyDown };
}
