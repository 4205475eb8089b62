import { useId } from 'react';
import styled from 'styled-components';
import {
  Button,
  Panel,
  PlayerIdentity,
  theme,
  type TradeOffer,
  type TradeOfferPlayer,
} from '@fangtasy/shared';
import { TRADE_STATUS_WORDS, offerStatusLine, teamText } from './offer-texts';
import { Actions, Muted, PlayerLine, PlayerLines, SideTitle, Sides } from './trade-styles';

/** What a button of a card asks for; the page confirms it in a sheet. */
export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw' | 'approve' | 'veto';

/** An offer: a panel whose heading and status share the first line. */
const Card = styled(Panel)`
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1)} ${theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Chip = styled.span<{ $open: boolean }>`
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${(props) => (props.$open ? theme.positionText : theme.color.text)};
  background: ${(props) => (props.$open ? theme.position.TE : theme.color.surfaceRaised)};
`;

const sentBy = (offer: TradeOffer, memberId: number, action: TradeOfferPlayer['action']) =>
  offer.players.filter(
    (player) => player.league_member_id === memberId && player.action === action,
  );

/** One team's side of the offer: the players it sends, then the players it drops to make room. */
function Side({
  title,
  sends,
  drops,
}: {
  title: string;
  sends: TradeOfferPlayer[];
  drops: TradeOfferPlayer[];
}) {
  return (
    <div>
      <SideTitle>{title}</SideTitle>
      {sends.length === 0 ? <Muted>Nobody</Muted> : null}
      <PlayerLines>
        {sends.map((player) => (
          <PlayerLine key={player.player_id}>
            <PlayerIdentity player={player} />
          </PlayerLine>
        ))}
      </PlayerLines>
      {drops.length > 0 ? (
        <Muted>
          Drops {drops.map((player) => `${player.player_name} (${player.position})`).join(', ')}
        </Muted>
      ) : null}
    </div>
  );
}

const BUTTONS: {
  action: OfferAction;
  label: (offer: TradeOffer) => string;
  variant: 'primary' | 'secondary' | 'danger';
}[] = [
  { action: 'accept', label: () => 'Accept', variant: 'primary' },
  { action: 'approve', label: () => 'Approve', variant: 'primary' },
  { action: 'counter', label: () => 'Counter', variant: 'secondary' },
  { action: 'decline', label: () => 'Decline', variant: 'danger' },
  { action: 'withdraw', label: () => 'Withdraw', variant: 'danger' },
  {
    action: 'veto',
    label: (offer) => (offer.review_mode === 'league_vote' ? 'Vote to veto' : 'Veto'),
    variant: 'danger',
  },
];

/**
 * A trade offer as the member reads it: both teams' sides (his own named 'You send'), where it
 * stands, and the buttons the server says he may use now (the offer's `actions`).
 */
export function OfferCard({
  offer,
  memberId,
  onAction,
}: {
  offer: TradeOffer;
  memberId: number;
  onAction: (offer: TradeOffer, action: OfferAction) => void;
}) {
  const titleId = useId();
  const proposer = teamText(offer.proposer_team_name);
  const recipient = teamText(offer.recipient_team_name);
  const sideTitle = (id: number, team: string) => (id === memberId ? 'You send' : `${team} sends`);
  const open = offer.status === 'pending' || offer.status === 'in_review';
  const buttons = BUTTONS.filter((button) => offer.actions[button.action]);
  return (
    <Card as="article" aria-labelledby={titleId} data-offer-id={offer.id} data-testid="trade-offer">
      <Header>
        <h3 id={titleId}>
          {proposer} ⇄ {recipient}
        </h3>
        <Chip $open={open}>{TRADE_STATUS_WORDS[offer.status]}</Chip>
      </Header>
      <Sides>
        <Side
          title={sideTitle(offer.proposer_member_id, proposer)}
          sends={sentBy(offer, offer.proposer_member_id, 'send')}
          drops={sentBy(offer, offer.proposer_member_id, 'drop')}
        />
        <Side
          title={sideTitle(offer.recipient_member_id, recipient)}
          sends={sentBy(offer, offer.recipient_member_id, 'send')}
          drops={sentBy(offer, offer.recipient_member_id, 'drop')}
        />
      </Sides>
      <Muted>{offerStatusLine(offer)}</Muted>
      {buttons.length > 0 ? (
        <Actions>
          {buttons.map((button) => (
            <Button
              key={button.action}
              $variant={button.variant}
              onClick={() => onAction(offer, button.action)}
            >
              {button.label(offer)}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Card>
  );
}
