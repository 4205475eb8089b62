import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  LoadingText,
  Modal,
  Notice,
  acceptTrade,
  approveTrade,
  declineTrade,
  messageFromError,
  vetoTrade,
  withdrawTrade,
  type TradeOffer,
  type TradeOfferPlayer,
  type TradeRules,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { loadOwnSide, type OwnTradeSide } from './load-trade-rosters';
import type { OfferAction } from './offer-card';
import { afterAcceptanceText, teamText } from './offer-texts';
import { PlayerPicker, toggled } from './player-picker';
import { rosterProblemAfterTrade } from './trade-plan';
import { Muted } from './trade-styles';

/** The answers a sheet confirms (a counter opens the trade builder instead). */
export type SheetAction = Exclude<OfferAction, 'counter'>;

interface SheetWords {
  title: string;
  confirm: string;
  text: (offer: TradeOffer, rules: TradeRules | null) => string;
}

const WORDS: Record<SheetAction, SheetWords> = {
  accept: {
    title: 'Accept Trade',
    confirm: 'Accept Trade',
    text: (_offer, rules) => afterAcceptanceText(rules),
  },
  decline: {
    title: 'Decline Trade',
    confirm: 'Decline Trade',
    text: (offer) => `${teamText(offer.proposer_team_name)} will see the offer declined.`,
  },
  withdraw: {
    title: 'Withdraw Offer',
    confirm: 'Withdraw Offer',
    text: (offer) => `The offer to ${teamText(offer.recipient_team_name)} will be taken back.`,
  },
  approve: {
    title: 'Approve Trade',
    confirm: 'Approve Trade',
    text: () => 'The trade completes at once.',
  },
  veto: {
    title: 'Veto Trade',
    confirm: 'Veto Trade',
    text: (offer) =>
      offer.review_mode === 'league_vote'
        ? `Your vote counts toward the ${offer.veto_votes_needed ?? 0} vetoes that stop it.`
        : 'The trade is stopped and both teams keep their players.',
  },
};

const CALLS: Record<SheetAction, (offer: TradeOffer, drops: number[]) => Promise<TradeOffer>> = {
  accept: (offer, drops) => acceptTrade(offer.id, { drop_player_ids: drops }),
  decline: (offer) => declineTrade(offer.id),
  withdraw: (offer) => withdrawTrade(offer.id),
  approve: (offer) => approveTrade(offer.id),
  veto: (offer) => vetoTrade(offer.id),
};

/**
 * The drops an acceptance needs (decision 018: the recipient names them when the trade would
 * overfill his roster), judged on his roster as My Team reads it; the server judges again.
 */
function acceptancePlan(offer: TradeOffer, own: OwnTradeSide, drops: ReadonlySet<number>) {
  const mine = (player: TradeOfferPlayer) => player.league_member_id === own.member.id;
  const sent = offer.players.filter((player) => mine(player) && player.action === 'send');
  const received = offer.players.filter((player) => !mine(player) && player.action === 'send');
  const leaving = new Set([...sent.map((player) => player.player_id), ...drops]);
  return {
    problem: own.rules ? rosterProblemAfterTrade(own.rules, own.players, received, leaving) : null,
    droppable: own.players.filter(
      (player) => !sent.some((out) => out.player_id === player.player_id),
    ),
  };
}

/**
 * Confirms an answer to an offer, or a review of a trade, in a sheet (a bottom sheet on a phone):
 * what will happen, and for an acceptance the drops its roster needs; then the server's answer.
 */
export function AnswerSheet({
  offer,
  action,
  leagueId,
  rules,
  onClose,
  onDone,
}: {
  offer: TradeOffer;
  action: SheetAction;
  leagueId: number;
  rules: TradeRules | null;
  onClose: () => void;
  onDone: (answered: TradeOffer, action: SheetAction) => void;
}) {
  const words = WORDS[action];
  const [drops, setDrops] = useState<Set<number>>(new Set());
  // Only an acceptance checks the member's roster.
  const own = useQuery({
    queryKey: queryKeys.own(leagueId, undefined, 'trade-sides', 'own'),
    queryFn: () => loadOwnSide(leagueId),
    enabled: action === 'accept',
  });
  const plan = action === 'accept' && own.data ? acceptancePlan(offer, own.data, drops) : null;
  const problem = plan?.problem ?? null;
  const checking = action === 'accept' && own.isPending;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onDone(await CALLS[action](offer, [...drops]), action);
    } catch (error) {
      setFailure(messageFromError(error, 'The trade could not be answered.'));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={words.title}
      placement="sheet"
      onClose={onClose}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            $variant={action === 'accept' || action === 'approve' ? 'primary' : 'danger'}
            disabled={busy || problem !== null || checking}
            onClick={() => void confirm()}
          >
            {words.confirm}
          </Button>
        </>
      }
    >
      <p>
        {teamText(offer.proposer_team_name)} ⇄ {teamText(offer.recipient_team_name)}
      </p>
      <Muted>{words.text(offer, rules)}</Muted>
      {checking ? <LoadingText rows={2}>Checking your roster...</LoadingText> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {plan && (problem || drops.size > 0) ? (
        <PlayerPicker
          legend="Players to drop"
          players={plan.droppable}
          picked={drops}
          onToggle={(id) => setDrops((current) => toggled(current, id))}
        />
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </Modal>
  );
}
