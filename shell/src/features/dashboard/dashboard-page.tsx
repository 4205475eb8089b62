import { useAtomValue } from 'jotai';
import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  isCommishAtom,
  leagueAtom,
  LoadingText,
  membershipAtom,
  Notice,
  PageTitle,
  Panel,
  theme,
  userAtom,
} from '@fangtasy/shared';
import { ActiveLeagueOverview } from './active-league-overview';
import { BiteNewsCard } from './bite-news-card';
import { ChampionCard } from './champion-card';
import { CardGrid } from './dashboard-styles';
import { DraftCard } from './draft-card';
import { LatestTransactionsCard } from './latest-transactions-card';
import { LeagueNotActive } from './league-not-active';
import { LineupAlertsCard } from './lineup-alerts-card';
import { PendingClaimsCard } from './pending-claims-card';
import { teamNameOf, ThisWeeksMatch } from './this-weeks-match';
import { isUnderWay, useLiveMatch } from './use-live-match';
import type { LiveMatch } from './use-live-match';
import { useTeamDashboard } from './use-team-dashboard';
import { VampireRulesNote } from './vampire-rules-note';

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
    overflow-wrap: anywhere;
  }
`;

const Title = styled(PageTitle)`
  font-size: 1.6rem;
  margin: 0 0 ${theme.space(3)};
  overflow-wrap: anywhere;
`;

/** 'Week 9 vs Team Bob' while the member's match is being played, else null. */
function liveMatchText({ match, ownMemberId }: LiveMatch): string | null {
  if (!match || !isUnderWay(match)) return null;
  const opponent = match.home.league_member_id === ownMemberId ? match.away : match.home;
  return `Week ${match.week} vs ${teamNameOf(opponent)}`;
}

/**
 * The team dashboard (rules §2) as the member's game-day home: this week's match live and
 * the lineup alerts first — on a phone both fit the first screen — then the team, its claims and
 * the league's latest moves, and the spec's overview of the roster and the league's state.
 */
export function DashboardPage() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const isCommish = useAtomValue(isCommishAtom);
  const storedMember = useAtomValue(membershipAtom);
  const { member, roster, outlook, gameDay, loading, error } = useTeamDashboard(user, league);
  const isActive = league?.is_active === 1;
  const live = useLiveMatch(
    isActive && gameDay ? (league?.league_id ?? null) : null,
    gameDay?.week ?? null,
  );

  // The team's name is known from the session at once; the rest of the page is drawn in one go
  // once its reads and this week's match are in, so nothing on it moves as parts arrive.
  const title = <Title>{(member ?? storedMember)?.team_name || 'Team Name Here'}</Title>;
  const matchPending = isActive && gameDay?.week != null && live.loading;
  if (loading || matchPending)
    return (
      <>
        {title}
        <LoadingText rows={8}>Loading team information...</LoadingText>
      </>
    );
  if (error) return <Notice tone="error">{error}</Notice>;

  return (
    <>
      {title}
      {gameDay?.vampireLabel ? <VampireRulesNote label={gameDay.vampireLabel} /> : null}
      {outlook.seasonEnd ? (
        <ChampionCard
          season={league?.season ?? null}
          champion={outlook.seasonEnd.champion}
          isOwn={outlook.seasonEnd.isOwn}
        />
      ) : null}
      {isActive && gameDay ? (
        <CardGrid>
          {gameDay.bites.length > 0 && member ? (
            <BiteNewsCard news={gameDay.bites} memberId={member.id} />
          ) : null}
          <ThisWeeksMatch week={gameDay.week} live={live} />
          <LineupAlertsCard leagueId={league?.league_id ?? 0} alerts={gameDay.alerts} />
        </CardGrid>
      ) : null}
      <Panel aria-label="Team information">
        <Facts>
          <dt>League</dt>
          <dd>{league?.name}</dd>
          <dt>Record</dt>
          <dd>{outlook.record ?? 'N/A'}</dd>
          <dt>Standing</dt>
          <dd>{outlook.standing ?? 'N/A'}</dd>
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
      {isActive && gameDay ? (
        <CardGrid>
          <PendingClaimsCard claims={gameDay.claims} />
          <LatestTransactionsCard transactions={gameDay.transactions} />
        </CardGrid>
      ) : null}
      {isActive ? (
        <ActiveLeagueOverview roster={roster} outlook={outlook} liveMatch={liveMatchText(live)} />
      ) : (
        <>
          {league ? <DraftCard leagueId={league.league_id} /> : null}
          <LeagueNotActive isCommish={isCommish} />
        </>
      )}
    </>
  );
}
