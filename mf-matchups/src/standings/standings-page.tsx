import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import {
  getStandingsByLeagueId,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  prefixedErrorMessage,
  theme,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { StandingsTable } from './standings-table';

const OrderNote = styled.p`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  margin: 0 0 ${theme.space(3)};
`;

/** One request: the server ranks the teams, counts streaks and says where the playoff line is. */
function LeagueStandings({ leagueId }: { leagueId: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.standings(leagueId),
    queryFn: () => getStandingsByLeagueId(leagueId),
  });
  if (loaded.isPending) return <LoadingText>{MESSAGES.loadingStandings}</LoadingText>;
  if (loaded.isError) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadStandings, loaded.error)}
      </Notice>
    );
  }
  const answer = loaded.data;
  return (
    <>
      <OrderNote>{MESSAGES.standingsOrder}</OrderNote>
      {answer.final_weeks === 0 ? <Notice>{MESSAGES.noFinishedWeeks}</Notice> : null}
      <StandingsTable answer={answer} />
    </>
  );
}

/** Standings: every team's record, points for and against and streak, and the playoff line. */
export function StandingsPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Standings</PageTitle>
      {league ? (
        <LeagueStandings leagueId={league.league_id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
