import { useQuery } from '@tanstack/react-query';
import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  getBiteRightsByLeagueId,
  ROSTER_TYPE,
  theme,
  type Matchup,
  type MatchupSide,
  teamNameOrUnknown,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { rightStatusText } from '../bite/right-status';

const Note = styled.p`
  margin: ${theme.space(2)} 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${theme.color.accentHover};
  background: ${theme.color.surface};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-left: ${theme.space(1)};
  }
`;

/**
 * The vampire that won a final matchup against a regular team, with its victim (decision 019:
 * a tie is no win, and two vampires play an ordinary match); null for every other matchup.
 */
export function biteWinner(matchup: Matchup): { vampire: MatchupSide; victim: MatchupSide } | null {
  if (!matchup.is_final) return null;
  const { home, away } = matchup;
  const isVampire = (side: MatchupSide) => side.roster_type_id === ROSTER_TYPE.vampire;
  if (isVampire(home) && !isVampire(away) && home.score > away.score)
    return { vampire: home, victim: away };
  if (isVampire(away) && !isVampire(home) && away.score > home.score)
    return { vampire: away, victim: home };
  return null;
}

/**
 * Under a final matchup a vampire won: its bite right as it stands — to take (the way to the bite
 * screen for the vampire), taken, passed or lapsed — announced to the whole league.
 */
export function BiteNote({
  leagueId,
  matchup,
  ownMemberId,
}: {
  leagueId: number;
  matchup: Matchup;
  ownMemberId: number;
}) {
  const winner = biteWinner(matchup);
  const rights = useQuery({
    queryKey: queryKeys.biteRights(leagueId),
    queryFn: () => getBiteRightsByLeagueId(leagueId),
    enabled: winner !== null,
  });
  if (!winner || !rights.isSuccess) return null;
  const right = rights.data.find(
    (candidate) =>
      candidate.week === matchup.week &&
      candidate.vampire_member_id === winner.vampire.league_member_id,
  );
  if (!right) return null;
  const mayBite = right.status === 'open' && right.vampire_member_id === ownMemberId;
  return (
    <Note data-testid="bite-note">
      {teamNameOrUnknown(winner.vampire.team_name)} won a bite.{' '}
      {rightStatusText(right, ownMemberId)}
      <Link to={`/bite?right=${right.id}`}>{mayBite ? 'Take your bite' : 'See the bite'}</Link>
    </Note>
  );
}
