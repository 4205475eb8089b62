import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme, teamWithOwnerText, type SeasonTeam } from '@fangtasy/shared';
import { Card, CardLink } from './dashboard-styles';

const Banner = styled(Card)`
  border: 2px solid ${theme.color.focus};
  margin-bottom: ${theme.space(4)};
`;

const Champion = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-size: 1.25rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/**
 * The season's end, first on the dashboard (decision 020): the champion, the member's own title
 * said as such, and the way to the bracket and its final standings.
 */
export function ChampionCard({
  season,
  champion,
  isOwn,
}: {
  season: number | null;
  champion: SeasonTeam;
  isOwn: boolean;
}) {
  return (
    <Banner aria-labelledby="season-champion">
      <h2 id="season-champion">{season ? `${season} Season Complete` : 'Season Complete'}</h2>
      <Champion data-champion="">Champion: {teamWithOwnerText(champion)}</Champion>
      {isOwn ? <p>Your team won the league. Congratulations!</p> : null}
      <CardLink>
        <Link to="/bracket">See the bracket and the final standings</Link>
      </CardLink>
    </Banner>
  );
}
