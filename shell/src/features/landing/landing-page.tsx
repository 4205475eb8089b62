import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  Button,
  ButtonRow,
  getLeagueById,
  getLeagueMemberByLeagueAndUserId,
  ItemList,
  ItemRow,
  LoadingText,
  MESSAGES,
  MessageBanner,
  messageFromError,
  Notice,
  PageTitle,
  Panel,
  PRODUCT_NAME,
  SectionTitle,
  theme,
  updateRole,
  useSessionActions,
  userAtom,
  useTransientMessage,
} from '@fangtasy/shared';
import type { Membership } from '@fangtasy/shared';
import { isInvitation, isOwnLeague, leagueLabel, nameTakenTwice, seasonLine } from './league-label';
import { useLandingData } from './use-landing-data';

const LeagueButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  width: 100%;
  justify-content: flex-start;
`;

/** Where the league's season stands, under its button: the champion once it is over. */
const SeasonLine = styled.p`
  margin: ${theme.space(1)} 0 ${theme.space(2)};
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

/** League selection, invitations and (for the configured account) league creation. */
export function LandingPage() {
  const user = useAtomValue(userAtom);
  const { memberships, canCreateLeagues, loading, error, reload } = useLandingData(user);
  const { selectLeague } = useSessionActions();
  const navigate = useNavigate();
  const banner = useTransientMessage();
  const [busy, setBusy] = useState(false);

  const leagues = memberships.filter(isOwnLeague);
  const invitations = memberships.filter(isInvitation);

  const choose = async (membership: Membership) => {
    setBusy(true);
    try {
      const league = await getLeagueById(membership.league_id);
      selectLeague(league, membership);
      navigate('/dashboard');
    } catch (failure) {
      banner.show(messageFromError(failure, MESSAGES.failedToSelectLeague), 'error');
      setBusy(false);
    }
  };

  const answer = async (membership: Membership, accept: boolean) => {
    if (!user) return;
    setBusy(true);
    try {
      await updateRole(membership.league_id, user.id, accept ? 'player' : 'declined');
      if (accept) {
        // Rules §4.3: "The league is then opened" — it becomes the selected league.
        const [league, own] = await Promise.all([
          getLeagueById(membership.league_id),
          getLeagueMemberByLeagueAndUserId(membership.league_id, user.id),
        ]);
        selectLeague(league, own);
        navigate('/dashboard');
        return;
      }
      banner.show(MESSAGES.invitationDeclined, 'success');
      await reload();
    } catch (failure) {
      const fallback = accept
        ? MESSAGES.failedToAcceptInvitation
        : MESSAGES.failedToDeclineInvitation;
      banner.show(messageFromError(failure, fallback), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>Welcome to {PRODUCT_NAME}</PageTitle>
      <MessageBanner message={banner.message} />
      {loading ? (
        <LoadingText>Loading leagues...</LoadingText>
      ) : error ? (
        <Notice tone="error">{error}</Notice>
      ) : (
        <>
          <Panel aria-labelledby="your-leagues">
            <SectionTitle id="your-leagues">Your Leagues</SectionTitle>
            {leagues.length === 0 ? (
              <p>You are not a member of any leagues yet.</p>
            ) : (
              <ItemList>
                {leagues.map((membership) => {
                  const line = seasonLine(membership);
                  const lineId = `league-season-${membership.id}`;
                  return (
                    <li key={membership.id}>
                      <LeagueButton
                        disabled={busy}
                        aria-describedby={line ? lineId : undefined}
                        onClick={() => void choose(membership)}
                      >
                        {leagueLabel(membership, nameTakenTwice(membership, leagues))}
                      </LeagueButton>
                      {line ? (
                        <SeasonLine id={lineId} data-season-line="">
                          {line}
                        </SeasonLine>
                      ) : null}
                    </li>
                  );
                })}
              </ItemList>
            )}
          </Panel>
          <Panel aria-labelledby="league-invitations">
            <SectionTitle id="league-invitations">League Invitations</SectionTitle>
            {invitations.length === 0 ? (
              <p>No pending invitations.</p>
            ) : (
              <ItemList>
                {invitations.map((membership) => (
                  <ItemRow key={membership.id}>
                    <span>{membership.league_name}</span>
                    <ButtonRow>
                      <Button
                        disabled={busy}
                        aria-label={`Accept invitation to ${membership.league_name}`}
                        onClick={() => void answer(membership, true)}
                      >
                        Accept
                      </Button>
                      <Button
                        $variant="danger"
                        disabled={busy}
                        aria-label={`Decline invitation to ${membership.league_name}`}
                        onClick={() => void answer(membership, false)}
                      >
                        Decline
                      </Button>
                    </ButtonRow>
                  </ItemRow>
                ))}
              </ItemList>
            )}
          </Panel>
          {canCreateLeagues && user ? (
            <p>
              <Link to="/create-league" state={{ user }}>
                Create a New League
              </Link>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
