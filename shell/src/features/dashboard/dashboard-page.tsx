import { useAtomValue } from 'jotai';
import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  isCommishAtom,
  leagueAtom,
  LoadingText,
  Notice,
  PageTitle,
  Panel,
  theme,
  userAtom,
} from '@fangtasy/shared';
import { ActiveLeagueOverview } from './active-league-overview';
import { LeagueNotActive } from './league-not-active';
import { useTeamDashboard } from './use-team-dashboard';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** The team dashboard (spec section 2): team, record, owner, budget, and the league's state. */
export function DashboardPage() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const isCommish = useAtomValue(isCommishAtom);
  const { member, roster, outlook, loading, error } = useTeamDashboard(user, league);

  if (loading) return <LoadingText>Loading team information...</LoadingText>;
  if (error) return <Notice tone="error">{error}</Notice>;

  return (
    <>
      <PageTitle>{member?.team_name || 'Team Name Here'}</PageTitle>
      <Panel aria-label="Team information">
        <Facts>
          <dt>League</dt>
          <dd>{league?.name}</dd>
          <dt>Record</dt>
          <dd>{outlook.record ?? 'N/A'}</dd>
          <dt>Owner</dt>
          <dd>
            {user?.first_name} {user?.last_name}
          </dd>
          <dt>Free-Agent Budget</dt>
          <dd>
            <Link to="/budget">FAAB remaining: ${member?.remaining_faab_budget ?? 0}</Link>
          </dd>
        </Facts>
        <p>
          <Link to="/edit-team-info">Edit Team Info</Link>
        </p>
      </Panel>
      {league?.is_active === 1 ? (
        <ActiveLeagueOverview roster={roster} outlook={outlook} />
      ) : (
        <LeagueNotActive isCommish={isCommish} />
      )}
    </>
  );
}
