import styled from 'styled-components';
import {
  FormField,
  Panel,
  PositionBadge,
  SectionTitle,
  theme,
  type AuctionState,
  type DraftRoom,
  type DraftTeam,
} from '@fangtasy/shared';
import { Facts } from '../common/facts';
import { PlayerLine } from '../common/plain-list';
import { teamLabel, teamOf } from '../room/room-view';
import { AuctionClock } from './auction-clock';
import { BidControls } from './bid-controls';

const Player = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
  margin: ${theme.space(1)} 0;
`;

/** Why a member cannot bid on the player on the block now, or null when he can. */
function bidShutReason(
  state: AuctionState,
  myTeam: DraftTeam | undefined,
  running: boolean,
): string | null {
  const lot = state.lot;
  if (!running || !lot) return 'Bidding opens when a player is nominated.';
  if (!myTeam?.drafts) return 'Your team does not take part in the auction.';
  if (lot.high_bidder_id === myTeam.league_member_id) return 'You have the high bid.';
  const mine = state.teams.find((team) => team.league_member_id === myTeam.league_member_id);
  if (!mine || mine.max_bid <= lot.high_bid) return 'You cannot bid more than the high bid.';
  return null;
}

/**
 * The auction's block (decision 065): the player up for bids with the high bid and its bidder
 * and the bid clock, and the member's bid; or, with nobody on the block, who nominates and the
 * nomination clock — with the opening bid when it is the member's turn to nominate.
 */
export function AuctionBlock({
  room,
  state,
  receivedAt,
  myTeam,
  openingBid,
  onOpeningBid,
  bidding,
  onBid,
}: {
  room: DraftRoom;
  state: AuctionState;
  receivedAt: number;
  myTeam: DraftTeam | undefined;
  openingBid: string;
  onOpeningBid: (value: string) => void;
  bidding: boolean;
  onBid: (amount: number) => void;
}) {
  const running = room.status === 'running';
  const lot = state.lot;
  const mine = state.teams.find((team) => team.league_member_id === myTeam?.league_member_id);
  if (room.status === 'not_started' || room.status === 'complete' || state.lot_number === null)
    return null;
  return (
    <Panel aria-labelledby="auction-block-title">
      <SectionTitle id="auction-block-title">Lot {state.lot_number}</SectionTitle>
      {lot ? (
        <>
          <Player>
            <PlayerLine>
              <PositionBadge position={lot.position} />
              {lot.player_name}
              <small>{lot.nfl_team}</small>
            </PlayerLine>
          </Player>
          <Facts>
            High bid: <strong>${lot.high_bid}</strong> by{' '}
            <strong>{teamLabel(teamOf(room, lot.high_bidder_id))}</strong>
          </Facts>
          <AuctionClock room={room} receivedAt={receivedAt} label="Time left to bid" />
          <BidControls
            highBid={lot.high_bid}
            maxBid={mine?.max_bid ?? 0}
            pending={bidding}
            disabledReason={bidShutReason(state, myTeam, running)}
            onBid={onBid}
          />
        </>
      ) : (
        <>
          <Facts>
            Nominating: <strong>{teamLabel(teamOf(room, state.nominator_id))}</strong>
          </Facts>
          <AuctionClock room={room} receivedAt={receivedAt} label="Time left to nominate" />
          {state.nominator_id === myTeam?.league_member_id && running ? (
            <FormField
              label="Opening bid ($)"
              type="number"
              inputMode="numeric"
              min={state.min_bid}
              max={mine?.max_bid}
              value={openingBid}
              hint={`Your max bid: $${mine?.max_bid ?? 0}. Nominate a player from the list.`}
              onChange={(event) => onOpeningBid(event.target.value)}
            />
          ) : null}
        </>
      )}
    </Panel>
  );
}
