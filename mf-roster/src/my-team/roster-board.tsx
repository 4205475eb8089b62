import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  benchRosteredPlayer,
  dropRosteredPlayer,
  getMyTeam,
  lineupAlerts,
  MESSAGES,
  MessageBanner,
  messageFromError,
  moveRosteredPlayer,
  Notice,
  placePlayersInSlots,
  setBestLineup,
  slotKindOf,
  useTransientMessage,
  vampireRulesLabel,
  type FilledSlot,
  type MyTeam,
  type MyTeamPlayer,
  type RosterRules,
} from '@fangtasy/shared';
import { isSelectable, moveTargets, type MoveCall } from './move-calls';
import { LineupHelp } from './lineup-help';
import { MoveSheet, SHEET_MAX_HEIGHT } from './move-sheet';
import { MyTeamTable } from './my-team-table';
import { PlayerModal, type PlayerModalMode } from './player-modal';

/** While the move sheet is open, room below the table so every row can scroll above it. */
const Board = styled.div<{ $sheetOpen: boolean }>`
  padding-bottom: ${({ $sheetOpen }) => ($sheetOpen ? SHEET_MAX_HEIGHT : '0')};
`;

/** A stored slot as the bench pool sees it: every bench slot is one 'BENCH'. */
const storedSlot = (code: string) => (slotKindOf(code) === 'BENCH' ? 'BENCH' : code.toUpperCase());

/** How many of the players sit somewhere else in `after` than in `before`. */
export function playersMoved(
  before: readonly MyTeamPlayer[],
  after: readonly MyTeamPlayer[],
): number {
  const was = new Map(before.map((player) => [player.id, storedSlot(player.roster_position)]));
  return after.filter((player) => was.get(player.id) !== storedSlot(player.roster_position)).length;
}

interface OpenModal {
  mode: PlayerModalMode;
  playerId: number;
}

/** What a change sends and says (rules §8.4). */
interface Change {
  /** The change; it answers the roster as it now stands. */
  send: () => Promise<MyTeamPlayer[]>;
  success: string;
  failure: string;
}

/**
 * My Team once loaded: the member's roster under their own rule set, selection and moves, the
 * Player Information modal, and the transient banner. Each change answers the roster as it now
 * stands, so the page shows the server's word without reading it again; only a refused change
 * re-reads the page once (a game may have kicked off since it loaded).
 */
export function RosterBoard({ team, rules }: { team: MyTeam; rules: RosterRules }) {
  const { member, league } = team;
  const [players, setPlayers] = useState<MyTeamPlayer[]>(team.players);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [busy, setBusy] = useState(false);
  const banner = useTransientMessage();
  const { show } = banner;

  useEffect(() => {
    if (member.is_vamp === 1) show(MESSAGES.vampireDetected, 'info');
  }, [member.is_vamp, show]);

  const rows = useMemo(() => placePlayersInSlots(rules, players), [rules, players]);
  const alerts = useMemo(() => lineupAlerts(rules, players), [rules, players]);
  const vampireLabel =
    member.is_vamp === 1 && team.regular_roster_rules
      ? vampireRulesLabel(rules, team.regular_roster_rules)
      : null;
  const selected = players.find((player) => player.id === selectedId) ?? null;
  const targets = useMemo(
    () => (selected ? moveTargets(rules, players, rows, selected) : new Map<string, MoveCall>()),
    [rules, players, rows, selected],
  );
  const modalPlayer = modal
    ? (players.find((player) => player.id === modal.playerId) ?? null)
    : null;

  // After a change, focus goes to the player it was about (or the table when he has left it):
  // the element that had it — an empty slot, a modal's button — is gone from the page.
  const boardRef = useRef<HTMLDivElement>(null);
  const [focusAfterChange, setFocusAfterChange] = useState<{ playerId: number } | null>(null);
  useEffect(() => {
    if (!focusAfterChange) return;
    const board = boardRef.current;
    const card = board?.querySelector<HTMLElement>(
      `[data-player-id="${focusAfterChange.playerId}"]`,
    );
    (card ?? board?.querySelector<HTMLElement>('table'))?.focus();
  }, [focusAfterChange]);

  const run = async ({ send, success, failure }: Change, playerId: number) => {
    setBusy(true);
    try {
      setPlayers(await send());
      show(success, 'success');
    } catch (error) {
      show(messageFromError(error, failure), 'error');
      // The roster may have moved on under the page (a kickoff, another session): one re-read.
      getMyTeam(league.league_id).then(
        (fresh) => setPlayers(fresh.players),
        () => undefined,
      );
    } finally {
      setBusy(false);
      setSelectedId(null);
      setModal(null);
      setFocusAfterChange({ playerId });
    }
  };

  const move = (call: MoveCall, playerId: number) =>
    run(
      {
        send: () => moveRosteredPlayer({ league_member_id: member.id, ...call }),
        success: MESSAGES.playerMoved,
        failure: MESSAGES.failedToMovePlayer,
      },
      playerId,
    );

  const onPlayer = ({ slot, player }: FilledSlot<MyTeamPlayer>) => {
    if (busy || !player) return;
    if (selected === null) {
      // A locked player can't be picked for a move; his information still opens.
      if (isSelectable(player)) setSelectedId(player.id);
      else setModal({ mode: 'info', playerId: player.id });
      return;
    }
    if (player.id === selected.id) {
      setModal({ mode: 'info', playerId: player.id });
      return;
    }
    const call = targets.get(slot.code);
    if (call) {
      void move(call, selected.id);
      return;
    }
    // Not a place the selected player may go: the clicked player's information instead.
    setSelectedId(null);
    setModal({ mode: 'info', playerId: player.id });
  };

  const onEmpty = ({ slot }: FilledSlot<MyTeamPlayer>) => {
    if (busy) return;
    const call = targets.get(slot.code);
    if (call && selected) {
      void move(call, selected.id);
      return;
    }
    setSelectedId(null);
    show(MESSAGES.invalidMove, 'error');
  };

  const bestLineup = async () => {
    if (busy) return;
    setBusy(true);
    setSelectedId(null);
    try {
      const fresh = await setBestLineup(league.league_id);
      const moved = playersMoved(players, fresh.players);
      setPlayers(fresh.players);
      show(
        moved === 0
          ? 'Your lineup is already the best.'
          : `Moved ${moved} ${moved === 1 ? 'player' : 'players'}.`,
        moved === 0 ? 'info' : 'success',
      );
    } catch (error) {
      show(messageFromError(error, 'Failed to set the best lineup.'), 'error');
      getMyTeam(league.league_id).then(
        (again) => setPlayers(again.players),
        () => undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  const closeModal = () => {
    setModal(null);
    setSelectedId(null);
  };

  const confirm = () => {
    if (!modal || !modalPlayer || busy) return;
    const id = modalPlayer.id;
    void run(
      modal.mode === 'confirmDrop'
        ? {
            send: () => dropRosteredPlayer(id),
            success: MESSAGES.playerDropped,
            failure: MESSAGES.failedToDropPlayer,
          }
        : {
            send: () => benchRosteredPlayer(id),
            success: MESSAGES.playerBenched,
            failure: MESSAGES.failedToBenchPlayer,
          },
      id,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && selectedId !== null && !modal) setSelectedId(null);
  };

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
            onBestLineup={() => void bestLineup()}
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
          onMove={(call) => void move(call, selected.id)}
          onInformation={() => setModal({ mode: 'info', playerId: selected.id })}
          onCancel={() => setSelectedId(null)}
        />
      ) : null}
      {modal && modalPlayer ? (
        <PlayerModal
          key={modal.mode}
          player={modalPlayer}
          mode={modal.mode}
          busy={busy}
          onClose={closeModal}
          onAskBench={() => setModal({ mode: 'confirmBench', playerId: modalPlayer.id })}
          onAskDrop={() => setModal({ mode: 'confirmDrop', playerId: modalPlayer.id })}
          onConfirm={confirm}
        />
      ) : null}
    </Board>
  );
}
