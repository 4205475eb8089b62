import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  activateLeague,
  Button,
  getActivationStatus,
  isCommishAtom,
  type League,
  leagueAtom,
  LEAGUE_SIZE,
  LoadingText,
  membershipAtom,
  MESSAGES,
  Notice,
  type NoticeTone,
  PageTitle,
  prefixedErrorMessage,
  serverMessageOf,
  TIMINGS,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { reloadPage } from './reload-page';

/** The member-count line (rules §2): ready at exactly 10 valid members. */
const memberCountLine = (validMembers: number) =>
  validMembers === LEAGUE_SIZE ? MESSAGES.readyToActivate : MESSAGES.wrongMemberCount(validMembers);

function ActivateLeague({ league, membershipId }: { league: League; membershipId: number }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.activation(league.league_id),
    queryFn: () => getActivationStatus(league.league_id),
  });
  const [working, setWorking] = useState(false);
  const [activated, setActivated] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: NoticeTone } | null>(null);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  const activate = async () => {
    setWorking(true);
    setMessage(null);
    try {
      await activateLeague(league.league_id, membershipId);
      setActivated(true);
      setMessage({ text: MESSAGES.leagueActivated, tone: 'success' });
      // Everything about the league changes with it (schedule, waiver order); the page reloads too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.league(league.league_id) });
      reload.current = setTimeout(reloadPage, TIMINGS.activationReloadMs);
    } catch (error) {
      // The server refuses with the spec's own texts (already active, several commissioners,
      // the member count, not the commissioner); anything else gets the spec's prefix.
      setMessage({
        text:
          serverMessageOf(error) ?? prefixedErrorMessage(MESSAGES.failedToActivateLeague, error),
        tone: 'error',
      });
    } finally {
      setWorking(false);
    }
  };

  // An active league says so up front, with nothing to press (the server refuses it anyway).
  const alreadyActive = !activated && status.isSuccess && status.data.is_active === 1;
  // Too late in the season: the server would refuse, so the page says why and offers nothing.
  const seasonOver =
    !activated && status.isSuccess && status.data.message === MESSAGES.regularSeasonOver;
  return (
    <>
      {status.isPending ? <LoadingText>Loading...</LoadingText> : null}
      {status.isError ? (
        <Notice tone="error">
          {prefixedErrorMessage(MESSAGES.errorCheckingLeagueConditions, status.error)}
        </Notice>
      ) : null}
      {alreadyActive ? (
        <Notice>{MESSAGES.leagueAlreadyActive}</Notice>
      ) : seasonOver ? (
        <Notice>{MESSAGES.regularSeasonOver}</Notice>
      ) : (
        <>
          {status.isSuccess ? (
            <Notice>{memberCountLine(status.data.valid_member_count)}</Notice>
          ) : null}
          <Button onClick={() => void activate()} disabled={working || activated}>
            {working ? 'Activating...' : 'Activate League'}
          </Button>
        </>
      )}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </>
  );
}

/**
 * What the page shows: the route is open to every member, but only the commissioner may go
 * further (rules §6), so anyone else reads that first and nothing else — no member count,
 * no button, nothing asked of the server.
 */
function ActivateLeagueFor({ league }: { league: League }) {
  const membership = useAtomValue(membershipAtom);
  const isCommish = useAtomValue(isCommishAtom);
  if (!isCommish || !membership)
    return <Notice tone="error">{MESSAGES.onlyCommissionerActivates}</Notice>;
  return <ActivateLeague league={league} membershipId={membership.id} />;
}

/** Activate League: the member count, and activation for the commissioner. */
export function ActivateLeaguePage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Activate League</PageTitle>
      {league ? (
        <ActivateLeagueFor league={league} />
      ) : (
        <Notice tone="error">{MESSAGES.missingLeagueInformation}</Notice>
      )}
    </>
  );
}
