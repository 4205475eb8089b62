import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  LoadingText,
  Notice,
  SelectField,
  StickyActionBar,
  StickyActionText,
  counterTrade,
  memberLabel,
  messageFromError,
  proposeTrade,
  type LeagueMember,
  type TradeOffer,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { loadOwnSide, loadTeamSide } from './load-trade-rosters';
import { teamText } from './offer-texts';
import { PlayerPicker, toggled } from './player-picker';
import { pickedIn, rosterProblemAfterTrade } from './trade-plan';
import { Muted, Sides } from './trade-styles';

/** Whom the member trades with: a team he picks, or the proposer of the offer he counters. */
export type BuilderMode =
  { kind: 'propose'; withMemberId: number | null } | { kind: 'counter'; offer: TradeOffer };

const TeamPicker = styled.div`
  max-width: 28rem;
`;

/** What each side sends when the member counters: his answer reverses the offer he received. */
function counterStart(offer: TradeOffer) {
  const sentBy = (memberId: number) =>
    new Set(
      offer.players
        .filter((player) => player.league_member_id === memberId && player.action === 'send')
        .map((player) => player.player_id),
    );
  return { send: sentBy(offer.recipient_member_id), receive: sentBy(offer.proposer_member_id) };
}

/**
 * Builds an offer (decision 018): the member's roster and the other team's side by side (stacked
 * on a phone), players locked by their game shown but not offered, either side may stay empty;
 * when the trade would overfill his roster under his own rules he names his drops. Sends a new
 * offer, or a counter-offer that answers the one he received.
 */
export function TradeBuilder({
  leagueId,
  mode,
  teams,
  onChooseTeam,
  onSent,
}: {
  leagueId: number;
  mode: BuilderMode;
  /** The other teams of the league, for the team picker. */
  teams: readonly LeagueMember[];
  onChooseTeam: (memberId: number) => void;
  onSent: (offer: TradeOffer) => void;
}) {
  const otherId = mode.kind === 'counter' ? mode.offer.proposer_member_id : mode.withMemberId;
  const start = mode.kind === 'counter' ? counterStart(mode.offer) : null;
  const [send, setSend] = useState<Set<number>>(start?.send ?? new Set());
  const [receive, setReceive] = useState<Set<number>>(start?.receive ?? new Set());
  const [drops, setDrops] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sides = useQuery({
    queryKey: queryKeys.own(leagueId, undefined, 'trade-sides', otherId),
    queryFn: async () => {
      const own = await loadOwnSide(leagueId);
      const other = otherId === null ? [] : await loadTeamSide(otherId, own.week);
      return { own, other };
    },
  });

  const otherTeam = teams.find((team) => team.id === otherId);
  const otherName =
    mode.kind === 'counter'
      ? teamText(mode.offer.proposer_team_name)
      : otherTeam
        ? memberLabel(otherTeam)
        : '';

  const picker =
    mode.kind === 'propose' ? (
      <TeamPicker>
        <SelectField
          label="Trade with"
          value={otherId ?? ''}
          onChange={(event) => {
            setReceive(new Set());
            onChooseTeam(Number(event.target.value));
          }}
        >
          {otherId === null ? <option value="">Choose a team</option> : null}
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {memberLabel(team)}
            </option>
          ))}
        </SelectField>
      </TeamPicker>
    ) : (
      <Muted>Your answer to {otherName}: change what each side sends.</Muted>
    );

  if (otherId === null) return picker;
  if (sides.isPending)
    return (
      <>
        {picker}
        <LoadingText rows={6}>Loading rosters...</LoadingText>
      </>
    );
  if (sides.isError)
    return (
      <>
        {picker}
        <Notice tone="error">{messageFromError(sides.error, 'Failed to load the rosters.')}</Notice>
      </>
    );

  const { own, other } = sides.data;
  const received = pickedIn(other, receive);
  const leaving = new Set([...send, ...drops]);
  const problem = own.rules
    ? rosterProblemAfterTrade(own.rules, own.players, received, leaving)
    : null;
  const droppable = own.players.filter((player) => !send.has(player.player_id));
  const nothing = send.size + receive.size === 0;

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const players = {
      send_player_ids: [...send],
      receive_player_ids: [...receive],
      drop_player_ids: [...drops].filter((id) => !send.has(id)),
    };
    try {
      onSent(
        mode.kind === 'counter'
          ? await counterTrade(mode.offer.id, players)
          : await proposeTrade({
              league_id: leagueId,
              league_member_id: own.member.id,
              to_league_member_id: otherId,
              ...players,
            }),
      );
    } catch (error) {
      setFailure(messageFromError(error, 'The offer could not be sent.'));
      setBusy(false);
    }
  };

  return (
    <>
      {picker}
      <Sides>
        <PlayerPicker
          legend="You send"
          players={own.players}
          picked={send}
          onToggle={(id) => {
            setSend((current) => toggled(current, id));
            setDrops((current) => {
              const next = new Set(current);
              next.delete(id);
              return next;
            });
          }}
        />
        <PlayerPicker
          legend={`You receive from ${otherName}`}
          players={other}
          picked={receive}
          onToggle={(id) => setReceive((current) => toggled(current, id))}
        />
      </Sides>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {problem || drops.size > 0 ? (
        <PlayerPicker
          legend="Players to drop"
          players={droppable}
          picked={drops}
          onToggle={(id) => setDrops((current) => toggled(current, id))}
        />
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <StickyActionBar>
        <StickyActionText>
          You send {send.size} · You receive {receive.size}
          {drops.size > 0 ? ` · You drop ${drops.size}` : ''}
        </StickyActionText>
        <Button disabled={busy || nothing || problem !== null} onClick={() => void submit()}>
          {mode.kind === 'counter' ? 'Send Counter-Offer' : 'Send Offer'}
        </Button>
      </StickyActionBar>
    </>
  );
}
