import { useState } from 'react';
import {
  benchRosteredPlayer,
  dropRosteredPlayer,
  getMyTeam,
  MESSAGES,
  messageFromError,
  moveRosteredPlayer,
  setBestLineup,
  slotKindOf,
  type MyTeam,
  type MyTeamPlayer,
  type NoticeTone,
} from '@fangtasy/shared';
import type { MoveCall } from './move-calls';
import type { Selection } from './use-selection';

/** A stored slot as the bench pool sees it: every bench slot is one 'BENCH'. */
const storedSlot = (code: string) => (slotKindOf(code) === 'BENCH' ? 'BENCH' : code.toUpperCase());

/** How many of the players sit somewhere else in `after` than in `before`. */
function playersMoved(before: readonly MyTeamPlayer[], after: readonly MyTeamPlayer[]): number {
  const was = new Map(before.map((player) => [player.id, storedSlot(player.roster_position)]));
  return after.filter((player) => was.get(player.id) !== storedSlot(player.roster_position)).length;
}

/** What a change sends and says (rules §8.4). */
interface Change {
  /** The change; it answers the roster as it now stands. */
  send: () => Promise<MyTeamPlayer[]>;
  success: string;
  failure: string;
}

interface RosterChangesInput {
  team: MyTeam;
  show: (text: string, tone?: NoticeTone) => void;
  selection: Selection;
  /** Where the focus goes once a change about a player is settled. */
  focusOn: (playerId: number) => void;
}

/**
 * The roster as it now stands and the changes made to it: move, bench, drop and the best lineup.
 * Each change answers the roster as it now stands, so the page shows the server's word without
 * reading it again; only a refused change re-reads the page once (a game may have kicked off
 * since it loaded). One change at a time (`busy`).
 */
export function useRosterChanges({ team, show, selection, focusOn }: RosterChangesInput) {
  const { member, league } = team;
  const [players, setPlayers] = useState<MyTeamPlayer[]>(team.players);
  const [busy, setBusy] = useState(false);

  // The roster may have moved on under the page (a kickoff, another session): one re-read.
  const reread = () =>
    getMyTeam(league.league_id).then(
      (fresh) => setPlayers(fresh.players),
      () => undefined,
    );

  const run = async ({ send, success, failure }: Change, playerId: number) => {
    setBusy(true);
    try {
      setPlayers(await send());
      show(success, 'success');
    } catch (error) {
      show(messageFromError(error, failure), 'error');
      void reread();
    } finally {
      setBusy(false);
      selection.reset();
      focusOn(playerId);
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

  /** Takes a player off the lineup to the bench, or off the roster, once confirmed. */
  const benchOrDrop = (what: 'bench' | 'drop', playerId: number) =>
    run(
      what === 'drop'
        ? {
            send: () => dropRosteredPlayer(playerId),
            success: MESSAGES.playerDropped,
            failure: MESSAGES.failedToDropPlayer,
          }
        : {
            send: () => benchRosteredPlayer(playerId),
            success: MESSAGES.playerBenched,
            failure: MESSAGES.failedToBenchPlayer,
          },
      playerId,
    );

  const bestLineup = async () => {
    if (busy) return;
    setBusy(true);
    selection.select(null);
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
      void reread();
    } finally {
      setBusy(false);
    }
  };

  return { players, busy, move, benchOrDrop, bestLineup };
}
