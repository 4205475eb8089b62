import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  SectionTitle,
  leagueAtom,
  membershipAtom,
  messageFromError,
  theme,
  userAtom,
  type BiteRight,
  type League,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { BiteChoice } from './bite-choice';
import { BiteSummary } from './bite-summary';
import { loadBiteRight, loadBiteRights } from './load-bite';

/** A link leading on, tall enough for a thumb. */
const Onward = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** The vampire's way to its open right: the page's main action. */
const ChooseLink = styled(Onward)`
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.color.accent};
  color: #ffffff;
  font-weight: 600;
  text-decoration: none;
`;

/** How many of the league's decided rights the history lists. */
export const HISTORY_SHOWN = 20;

/** The right named by `?right=<id>` in the address, if any. */
function rightIdIn(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('right'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Every right the member may read: his own, those against his team, then the league's. */
function RightsList({ league, userId }: { league: League; userId: number }) {
  const membership = useAtomValue(membershipAtom);
  const loaded = useQuery({
    queryKey: queryKeys.own(league.league_id, userId, 'bites', membership?.id),
    queryFn: () => loadBiteRights(league.league_id, userId, membership),
  });
  if (loaded.isPending) return <LoadingText rows={4}>Loading bites...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadData)}</Notice>
    );
  const { memberId, rights } = loaded.data;
  const own = rights.filter((right) => right.vampire_member_id === memberId);
  const against = rights.filter((right) => right.victim_member_id === memberId);
  const others = rights
    .filter((right) => !own.includes(right) && !against.includes(right))
    .slice(0, HISTORY_SHOWN);
  const section = (key: string, title: string, list: BiteRight[], empty: string) => (
    <section aria-labelledby={`bites-${key}`}>
      <SectionTitle id={`bites-${key}`}>{title}</SectionTitle>
      {list.length === 0 ? <Notice>{empty}</Notice> : null}
      {list.map((right) => (
        <BiteSummary key={right.id} right={right} memberId={memberId}>
          {right.status === 'open' && right.vampire_member_id === memberId ? (
            <ChooseLink to={`/bite?right=${right.id}`}>Choose your bite</ChooseLink>
          ) : (
            <Onward to={`/bite?right=${right.id}`}>See the bite</Onward>
          )}
        </BiteSummary>
      ))}
    </section>
  );
  return (
    <>
      {section(
        'own',
        'Your bite rights',
        own,
        'You have no bite rights: a vampire earns one by winning.',
      )}
      {section('against', 'Bites against your team', against, 'No vampire has bitten your team.')}
      {section('league', 'League bites', others, 'No other bites yet.')}
    </>
  );
}

/** One right: the vampire's choice while it may bite, else what happened and why. */
function RightView({
  league,
  userId,
  rightId,
}: {
  league: League;
  userId: number;
  rightId: number;
}) {
  const membership = useAtomValue(membershipAtom);
  const [decided, setDecided] = useState<BiteRight | null>(null);
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: queryKeys.own(league.league_id, userId, 'bite', [membership?.id, rightId]),
    queryFn: () => loadBiteRight(league.league_id, userId, membership, rightId),
  });
  const back = <Onward to="/bite">← All bites</Onward>;
  if (loaded.isPending) return <LoadingText rows={8}>Loading the bite...</LoadingText>;
  if (loaded.isError)
    return (
      <>
        {back}
        <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadData)}</Notice>
      </>
    );
  const { memberId, right, week } = loaded.data;
  if (decided)
    return (
      <>
        {back}
        <Notice tone="success">
          {decided.status === 'taken'
            ? 'Bite taken: the transaction log announces it to the league.'
            : 'You passed on this bite.'}
        </Notice>
        <BiteSummary right={decided} memberId={memberId}>
          <Onward to="/roster">Open My Team</Onward>
        </BiteSummary>
      </>
    );
  return (
    <>
      {back}
      <BiteSummary right={right} memberId={memberId} />
      {right.can_bite ? (
        <BiteChoice
          right={right}
          week={week}
          onDone={(answer) => {
            setDecided(answer);
            // A bite moves players and closes a right: rosters, the log, the badge, the bites.
            void queryClient.invalidateQueries({ queryKey: queryKeys.league(league.league_id) });
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The vampire's bite (decision 019): the league's bite rights — the member's own to use, those
 * against his team, the league's history — and one right's choice or story (`?right=<id>`).
 */
export function BitePage() {
  const league = useAtomValue(leagueAtom);
  const user = useAtomValue(userAtom);
  const { search } = useLocation();
  const rightId = rightIdIn(search);
  return (
    <>
      <PageTitle>Vampire Bite</PageTitle>
      {!league || !user ? (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      ) : rightId ? (
        <RightView key={rightId} league={league} userId={user.id} rightId={rightId} />
      ) : (
        <RightsList league={league} userId={user.id} />
      )}
    </>
  );
}
