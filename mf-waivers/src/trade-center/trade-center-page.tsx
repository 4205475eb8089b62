import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { Link, useLocation, useNavigate } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  Button,
  LoadingText,
  MESSAGES,
  MessageBanner,
  Notice,
  PageTitle,
  SectionTitle,
  SelectField,
  leagueAtom,
  getPendingTradeCount,
  memberLabel,
  membershipAtom,
  messageFromError,
  theme,
  useTransientMessage,
  userAtom,
  type League,
  type TradeOffer,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import type { SheetAction } from './answer-sheet';
import { loadTradeCenter } from './load-trade-center';
import { OfferCard, type OfferAction } from './offer-card';
import { offerSections } from './offer-sections';
import { teamText, tradeRulesLine } from './offer-texts';
import { Muted } from './trade-styles';

// The builder and the answer sheet download when a member starts an offer or answers one.
const TradeBuilder = lazy(() =>
  import('./trade-builder').then(({ TradeBuilder }) => ({ default: TradeBuilder })),
);
const AnswerSheet = lazy(() =>
  import('./answer-sheet').then(({ AnswerSheet }) => ({ default: AnswerSheet })),
);

/** How many closed trades the history shows. */
export const HISTORY_SHOWN = 20;

const ProposeRow = styled.div`
  max-width: 40rem;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${theme.space(2)};
  > div {
    flex: 1 1 12rem;
    min-width: 0;
  }
  button {
    min-height: 44px;
    margin-bottom: ${theme.space(3)};
  }
`;

/** A link leading on, tall enough for a thumb. */
const TallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** The answer the banner gives once the server has taken it. */
function answerText(answered: TradeOffer, action: SheetAction): string {
  switch (action) {
    case 'accept':
      return answered.status === 'executed'
        ? 'Trade accepted and completed.'
        : 'Trade accepted: it is now under review.';
    case 'decline':
      return 'Offer declined.';
    case 'withdraw':
      return 'Offer withdrawn.';
    case 'approve':
      return 'Trade approved and completed.';
    case 'veto':
      return answered.status === 'vetoed' ? 'Trade vetoed.' : 'Your veto vote is counted.';
  }
}

/** The search of the address: `?with=<member>` proposes to a team, `?counter=<offer>` answers one. */
function builderTarget(search: string) {
  const params = new URLSearchParams(search);
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return { withId: number('with'), counterId: number('counter'), proposing: params.has('with') };
}

/** How long the badge's count of what waits for the member stands in for the page's own read. */
const PENDING_SHARED_FOR_MS = 5_000;

function TradeCenter({ league, userId }: { league: League; userId: number }) {
  const membership = useAtomValue(membershipAtom);
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState<{ offer: TradeOffer; action: SheetAction } | null>(
    null,
  );
  const [proposeTo, setProposeTo] = useState('');
  const banner = useTransientMessage();
  const data = useQuery({
    queryKey: queryKeys.own(league.league_id, userId, 'trades', membership?.id),
    queryFn: () =>
      loadTradeCenter(league.league_id, userId, membership, () =>
        // The badge's own query: read once for both, unless it is older than a few seconds or
        // was invalidated by a change (then read again, once, for both).
        queryClient.fetchQuery({
          queryKey: queryKeys.pendingCount(league.league_id),
          queryFn: () => getPendingTradeCount(league.league_id),
          staleTime: PENDING_SHARED_FOR_MS,
        }),
      ),
  });
  // A refresh after an answer keeps the lists (and the banner saying what happened) on screen.
  const kept = data.data ?? null;
  const target = builderTarget(search);

  const changed = (text: string) => {
    banner.show(text, 'success');
    // An offer sent or answered changes the offers, maybe rosters, and what waits (the badge).
    void queryClient.invalidateQueries({ queryKey: queryKeys.league(league.league_id) });
  };

  if (data.isError)
    return <Notice tone="error">{messageFromError(data.error, MESSAGES.failedToLoadData)}</Notice>;
  if (!kept) return <LoadingText rows={6}>Loading trades...</LoadingText>;
  const { memberId, open, closed, teams, rules, biteRights } = kept;

  const counterOf = open.find((offer) => offer.id === target.counterId && offer.actions.counter);
  if (target.proposing || counterOf)
    return (
      <>
        <TallLink to="/trades">← Back to trades</TallLink>
        <SectionTitle>{counterOf ? 'Counter-Offer' : 'Propose a Trade'}</SectionTitle>
        <Suspense fallback={<LoadingText rows={6}>Loading rosters...</LoadingText>}>
          <TradeBuilder
            leagueId={league.league_id}
            mode={
              counterOf
                ? { kind: 'counter', offer: counterOf }
                : { kind: 'propose', withMemberId: target.withId }
            }
            teams={teams}
            onChooseTeam={(id) => navigate(`/trades?with=${id}`, { replace: true })}
            onSent={(offer) => {
              navigate('/trades');
              changed(`Offer sent to ${teamText(offer.recipient_team_name)}.`);
            }}
          />
        </Suspense>
      </>
    );

  const onAction = (offer: TradeOffer, action: OfferAction) => {
    if (action === 'counter') navigate(`/trades?counter=${offer.id}`);
    else setAnswering({ offer, action });
  };

  return (
    <>
      <MessageBanner message={banner.message} />
      {biteRights > 0 ? (
        <Notice>
          You won a vampire bite: <TallLink to="/bite">choose your bite</TallLink>
        </Notice>
      ) : null}
      {rules ? <Muted>{tradeRulesLine(rules)}</Muted> : null}
      <ProposeRow>
        <SelectField
          label="Trade with"
          value={proposeTo}
          onChange={(event) => setProposeTo(event.target.value)}
        >
          <option value="">Choose a team</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {memberLabel(team)}
            </option>
          ))}
        </SelectField>
        <Button onClick={() => navigate(`/trades?with=${proposeTo}`)}>Propose a Trade</Button>
      </ProposeRow>
      {offerSections(open, memberId).map((section) => (
        <section key={section.key} aria-labelledby={`trades-${section.key}`}>
          <SectionTitle id={`trades-${section.key}`}>{section.title}</SectionTitle>
          {section.offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} memberId={memberId} onAction={onAction} />
          ))}
        </section>
      ))}
      {open.length === 0 ? <Notice>No trades are waiting.</Notice> : null}
      <section aria-labelledby="trades-history">
        <SectionTitle id="trades-history">History</SectionTitle>
        {closed.length === 0 ? <Notice>No trades yet.</Notice> : null}
        {closed.slice(0, HISTORY_SHOWN).map((offer) => (
          <OfferCard key={offer.id} offer={offer} memberId={memberId} onAction={onAction} />
        ))}
      </section>
      {answering ? (
        <Suspense fallback={null}>
          <AnswerSheet
            offer={answering.offer}
            action={answering.action}
            leagueId={league.league_id}
            rules={rules}
            onClose={() => setAnswering(null)}
            onDone={(answered, action) => {
              setAnswering(null);
              changed(answerText(answered, action));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The trade centre (decision 018): offers to answer, trades to review, the member's own offers
 * and the league's reviews, each with the buttons the server allows; a new offer to any team,
 * a counter-offer, and the closed trades with how each ended.
 */
export function TradeCenterPage() {
  const league = useAtomValue(leagueAtom);
  const user = useAtomValue(userAtom);
  return (
    <>
      <PageTitle>Trades</PageTitle>
      {league && user ? (
        <TradeCenter key={league.league_id} league={league} userId={user.id} />
      ) : (
        <Notice tone="error">{MESSAGES.waiversMissingUserOrLeague}</Notice>
      )}
    </>
  );
}
