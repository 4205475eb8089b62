import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  Button,
  renewLeague,
  getLeagueById,
  leagueAtom,
  LoadingText,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  Panel,
  theme,
  type LeagueDetails,
  type RenewLeagueAnswer,
  teamWithOwnerText,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';

const Choices = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)};
  legend {
    font-weight: 600;
    padding: 0 ${theme.space(1)};
  }
`;

/** A choice as tall as a thumb. */
const Choice = styled.label`
  display: flex;
  gap: ${theme.space(2)};
  align-items: flex-start;
  min-height: 44px;
  padding: ${theme.space(2)} 0;
  input {
    margin-top: 0.3rem;
  }
`;

const Hint = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/** What renewal carries over and what it starts afresh (decision 020). */
export const RENEWAL_TEXT = (next: number) =>
  `The ${next} season starts as a new league with the same members, team names and rules. Until you activate it you may still change its rules; activation draws the new schedule and waiver order, and every budget starts again at its rule set's beginning FAAB. This season stays readable in League History.`;

function RenewForm({
  league,
  onRenewed,
}: {
  league: LeagueDetails;
  onRenewed: (answer: RenewLeagueAnswer) => void;
}) {
  // Kept by default: the product has no draft, so an empty roster is filled only by the
  // commissioner or by free agency.
  const queryClient = useQueryClient();
  const [keepRosters, setKeepRosters] = useState<0 | 1>(1);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    setFailure(null);
    try {
      onRenewed(await renewLeague(league.league_id, { keep_rosters: keepRosters }));
      // The league now names its next season.
      void queryClient.invalidateQueries({ queryKey: queryKeys.league(league.league_id) });
    } catch (error) {
      setFailure(messageFromError(error, 'Failed to renew the league.'));
      setWorking(false);
    }
  };

  return (
    <Panel as="form" onSubmit={submit} aria-label={`Renew for ${league.season + 1}`}>
      <p>{RENEWAL_TEXT(league.season + 1)}</p>
      <Choices>
        <legend>Rosters</legend>
        <Choice>
          <input
            type="radio"
            name="keep-rosters"
            checked={keepRosters === 1}
            onChange={() => setKeepRosters(1)}
          />
          <span>
            Keep each team’s roster
            <Hint>Every rostered player stays with his team, in his slot.</Hint>
          </span>
        </Choice>
        <Choice>
          <input
            type="radio"
            name="keep-rosters"
            checked={keepRosters === 0}
            onChange={() => setKeepRosters(0)}
          />
          <span>
            Start with empty rosters
            <Hint>Every team starts the new season without players.</Hint>
          </span>
        </Choice>
      </Choices>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" disabled={working}>
        {working ? 'Renewing...' : `Renew for ${league.season + 1}`}
      </Button>
    </Panel>
  );
}

function Renewal({ leagueId }: { leagueId: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.leagueInfo(leagueId),
    queryFn: () => getLeagueById(leagueId),
  });
  const [renewed, setRenewed] = useState<RenewLeagueAnswer | null>(null);
  if (renewed)
    return (
      <>
        <Notice tone="success">{renewed.message}</Notice>
        <p>
          Choose the {renewed.season} season in <Link to="/landing">Your Leagues</Link>, change its
          rules in Edit League Rules if you wish, then start it with Activate League.
        </p>
      </>
    );
  if (loaded.isPending) return <LoadingText>Loading...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadData)}</Notice>
    );
  const league = loaded.data;
  if (league.next_league_id !== null)
    return (
      <>
        <Notice>{MESSAGES.leagueAlreadyRenewed}</Notice>
        <p>
          Its next season is in <Link to="/landing">Your Leagues</Link>; this one stays readable in{' '}
          <Link to="/league-history">League History</Link>.
        </p>
      </>
    );
  if (league.status !== 'complete') return <Notice>{MESSAGES.leagueNotComplete}</Notice>;
  return (
    <>
      {league.champion ? (
        <p>
          The {league.season} season is complete. Champion:{' '}
          <strong>{teamWithOwnerText(league.champion)}</strong>.
        </p>
      ) : null}
      <RenewForm league={league} onRenewed={setRenewed} />
    </>
  );
}

/**
 * Renew League (decision 020): once the season is complete the commissioner carries the league
 * into the next NFL season — a new, inactive league with the same members and rules — choosing
 * whether the teams keep their rosters.
 */
export function RenewLeaguePage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Renew League</PageTitle>
      {league ? (
        <Renewal leagueId={league.league_id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
