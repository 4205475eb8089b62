import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import {
  isCommishAtom,
  makeDraftPick,
  membershipAtom,
  Notice,
  theme,
  userAtom,
  type DraftAvailablePlayer,
  type DraftRoom as Room,
} from '@fangtasy/shared';
import { DraftBoard } from '../board/draft-board';
import { PickClock } from '../clock/pick-clock';
import { CommissionerControls } from '../commissioner/commissioner-controls';
import { TeamNeedsPanel } from '../needs/team-needs-panel';
import { LastPicks } from '../picks/last-picks';
import { AvailablePlayers } from '../players/available-players';
import type { PickAction } from '../players/player-rows';
import { MyQueue } from '../queue/my-queue';
import { useMyQueue } from '../queue/use-my-queue';
import { AutopickSwitch } from './autopick-switch';
import { teamLabel, teamOf } from './room-view';
import { useDraftChange } from './use-draft-change';

/** On a phone one column, the clock and the players first; from 1000 px the clock and queue beside them. */
const Layout = styled.div`
  display: grid;
  gap: 0 ${theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * The draft room: the clock with who is on it and who is next, the member's autopick, the
 * available players (Draft enabled only on his turn), his queue, the last picks, the board and
 * each team's needs; the commissioner's controls for him alone. `mine` names the member's team
 * in a draft that is not the selected league's (his mock draft, where he is no commissioner).
 */
export function DraftRoomView({
  room,
  receivedAt,
  mine,
}: {
  room: Room;
  receivedAt: number;
  mine?: number;
}) {
  const user = useAtomValue(userAtom);
  const membership = useAtomValue(membershipAtom);
  const isCommish = useAtomValue(isCommishAtom) && mine === undefined;
  const [pickingFor, setPickingFor] = useState(false);
  const myTeam = teamOf(room, mine ?? membership?.id);
  const onClock = room.on_clock;
  const running = room.status === 'running' && onClock !== null;
  const myTurn = running && onClock.league_member_id === myTeam?.league_member_id;
  const commissionerPicks = isCommish && pickingFor && running && !myTurn;
  const queue = useMyQueue(room.league_id, user?.id, room.picks.length, Boolean(myTeam?.drafts));
  const draft = useDraftChange(room.league_id, (player: DraftAvailablePlayer) =>
    makeDraftPick(room.league_id, { overall: onClock!.overall, player_id: player.player_id }),
  );
  const pick: PickAction = {
    label: commissionerPicks ? 'Pick' : 'Draft',
    forTeam: commissionerPicks ? teamLabel(teamOf(room, onClock.league_member_id)) : null,
    enabled: (myTurn || commissionerPicks) && !draft.pending,
    onPick: (player) => draft.run(player),
  };
  const queued = new Set(queue.players.map((player) => player.player_id));
  const addToQueue = (player: DraftAvailablePlayer) =>
    queue.setOrder([
      ...queue.players.map((queuedPlayer) => queuedPlayer.player_id),
      player.player_id,
    ]);

  return (
    <>
      {myTurn ? <Notice tone="success">You are on the clock: draft a player.</Notice> : null}
      {draft.error ? <Notice tone="error">{draft.error}</Notice> : null}
      <Layout>
        <div>
          <PickClock room={room} receivedAt={receivedAt} />
          {myTeam?.drafts && room.status !== 'complete' ? (
            <AutopickSwitch room={room} team={myTeam} />
          ) : null}
          {isCommish && room.status !== 'complete' ? (
            <CommissionerControls
              room={room}
              pickingFor={pickingFor}
              onPickingFor={setPickingFor}
            />
          ) : null}
          {room.status !== 'complete' ? (
            <AvailablePlayers
              leagueId={room.league_id}
              picks={room.picks}
              queued={queued}
              onQueue={addToQueue}
              pick={pick}
            />
          ) : null}
        </div>
        <div>
          {myTeam?.drafts && room.status !== 'complete' ? (
            <MyQueue
              players={queue.players}
              error={queue.error}
              saving={queue.saving}
              onChange={queue.setOrder}
            />
          ) : null}
          <LastPicks room={room} />
          <TeamNeedsPanel room={room} />
        </div>
      </Layout>
      <DraftBoard room={room} />
    </>
  );
}
