import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import {
  isCommishAtom,
  makeDraftPick,
  membershipAtom,
  nominateAuctionPlayer,
  Notice,
  placeAuctionBid,
  roomWithAuction,
  theme,
  userAtom,
  type DraftAvailablePlayer,
  type DraftRoom as Room,
} from '@fangtasy/shared';
import { AuctionBlock } from '../auction/auction-block';
import { AuctionBudgets } from '../auction/auction-budgets';
import { DraftBoard } from '../board/draft-board';
import { PickClock } from '../clock/pick-clock';
import { CommissionerControls } from '../commissioner/commissioner-controls';
import { TeamNeedsPanel } from '../needs/team-needs-panel';
import { LastPicks } from '../picks/last-picks';
import { AvailablePlayers } from '../players/available-players';
import type { PickAction } from '../players/player-rows';
import { AutopickForTeams } from '../offline/autopick-for-teams';
import { OfflineClock } from '../offline/offline-clock';
import { OfflineUpload } from '../offline/offline-upload';
import { useDraftMode } from '../offline/use-draft-mode';
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
  const [openingBid, setOpeningBid] = useState('1');
  // Offline (decision 066): no clock, no autopick; the commissioner enters every pick.
  const offline = useDraftMode(room.league_id) === 'offline';
  const myTeam = teamOf(room, mine ?? membership?.id);
  const withAuction = roomWithAuction(room);
  // An offline draft's picks are entered as they were made, whatever its kind.
  const auction = !offline && withAuction.settings.kind === 'auction' ? withAuction.auction : null;
  const onClock = room.on_clock;
  const running = room.status === 'running' && onClock !== null;
  // In an auction the turn is the nomination's, while nobody is on the block.
  const turnOf = auction
    ? auction.lot === null
      ? auction.nominator_id
      : null
    : onClock?.league_member_id;
  const myTurn = running && turnOf === myTeam?.league_member_id && (!offline || isCommish);
  const commissionerPicks =
    isCommish && (pickingFor || offline) && running && !myTurn && turnOf != null;
  const queue = useMyQueue(room.league_id, user?.id, room.picks.length, Boolean(myTeam?.drafts));
  const draft = useDraftChange(room.league_id, (player: DraftAvailablePlayer) =>
    auction
      ? nominateAuctionPlayer(room.league_id, {
          lot: auction.lot_number ?? 0,
          player_id: player.player_id,
          amount: Number(openingBid),
        })
      : makeDraftPick(room.league_id, { overall: onClock!.overall, player_id: player.player_id }),
  );
  const bid = useDraftChange(room.league_id, (amount: number) =>
    placeAuctionBid(room.league_id, { lot: auction?.lot_number ?? 0, amount }),
  );
  const pick: PickAction = {
    label: auction ? 'Nominate' : commissionerPicks ? 'Pick' : 'Draft',
    forTeam: commissionerPicks ? teamLabel(teamOf(room, turnOf)) : null,
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
      {myTurn ? (
        <Notice tone="success">
          {auction
            ? 'Your turn to nominate: choose a player and an opening bid.'
            : 'You are on the clock: draft a player.'}
        </Notice>
      ) : null}
      {draft.error ? <Notice tone="error">{draft.error}</Notice> : null}
      {bid.error ? <Notice tone="error">{bid.error}</Notice> : null}
      <Layout>
        <div>
          {offline ? (
            <OfflineClock room={room} />
          ) : auction && auction.lot_number !== null ? (
            <AuctionBlock
              room={room}
              state={auction}
              receivedAt={receivedAt}
              myTeam={myTeam}
              openingBid={openingBid}
              onOpeningBid={setOpeningBid}
              bidding={bid.pending}
              onBid={(amount) => bid.run(amount)}
            />
          ) : (
            <PickClock room={room} receivedAt={receivedAt} />
          )}
          {myTeam?.drafts && !offline && room.status !== 'complete' ? (
            <AutopickSwitch room={room} team={myTeam} />
          ) : null}
          {isCommish && room.status !== 'complete' ? (
            <CommissionerControls
              room={room}
              offline={offline}
              auction={auction !== null}
              turnOf={turnOf}
              pickingFor={pickingFor}
              onPickingFor={setPickingFor}
            />
          ) : null}
          {isCommish && offline && room.status !== 'complete' && room.picks.length === 0 ? (
            <OfflineUpload leagueId={room.league_id} />
          ) : null}
          {isCommish && !offline && room.status !== 'complete' ? (
            <AutopickForTeams room={room} />
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
          {myTeam?.drafts && !offline && room.status !== 'complete' ? (
            <MyQueue
              players={queue.players}
              error={queue.error}
              saving={queue.saving}
              onChange={queue.setOrder}
            />
          ) : null}
          {auction ? <AuctionBudgets room={room} state={auction} /> : null}
          <LastPicks room={room} />
          <TeamNeedsPanel room={room} />
        </div>
      </Layout>
      <DraftBoard room={room} />
    </>
  );
}
