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
  useLoad,
} from '@fangtasy/shared';
import { reloadPage } from './reload-page';

/** The member-count line (rules §2): ready at exactly 10 valid members. */
const memberCountLine = (validMembers: number) =>
  validMembers === LEAGUE_SIZE ? MESSAGES.readyToActivate : MESSAGES.wrongMemberCount(validMembers);

function ActivateLeague({ league, membershipId }: { league: League; membershipId: number }) {
  const status = useLoad(() => getActivationStatus(league.league_id), [league.league_id]);
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
  const alreadyActive = !activated && status.state === 'done' && status.value.is_active === 1;
  // Too late in the season: the server would refuse, so the page says why and offers nothing.
  const seasonOver =
    !activated && status.state === 'done' && status.value.message === MESSAGES.regularSeasonOver;
  return (
    <>
      {status.state === 'loading' ? <LoadingText>Loading...</LoadingText> : null}
      {status.state === 'failed' ? (
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
          {status.state === 'done' ? (
            <Notice>{memberCountLine(status.value.valid_member_count)}</Notice>
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
