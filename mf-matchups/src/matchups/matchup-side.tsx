import styled from 'styled-components';
import { theme, type MatchupSide } from '@fangtasy/shared';
import { teamNameOrUnknown } from '../common/team-name';
import { LineupTable } from './lineup-table';

const Column = styled.section`
  min-width: 0;
`;

const Header = styled.header<{ $side: 'home' | 'away' }>`
  display: flex;
  flex-direction: ${(props) => (props.$side === 'home' ? 'row' : 'row-reverse')};
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(3)};
`;

const TeamName = styled.h2`
  font-family: ${theme.font.heading};
  font-size: 1.3rem;
  margin: 0;
`;

const TeamScore = styled.p`
  font-size: 1.8rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  margin: 0;
`;

const BenchTitle = styled.h3`
  font-size: 1rem;
  color: ${theme.color.textMuted};
  margin: ${theme.space(4)} 0 ${theme.space(2)};
`;

/** One team of the matchup: name and score, the starters, then the bench (with IR). */
export function MatchupSideView({ side, where }: { side: MatchupSide; where: 'home' | 'away' }) {
  const name = teamNameOrUnknown(side.team_name);
  // Labelled by side, not by name: two teams without a name are both 'Unknown'.
  const label = where === 'home' ? 'Home team' : 'Away team';
  return (
    <Column aria-label={`${label}: ${name}`}>
      <Header $side={where}>
        <TeamName>{name}</TeamName>
        <TeamScore aria-label={`${label} score`}>{side.score.toFixed(2)}</TeamScore>
      </Header>
      <LineupTable slots={side.starters ?? []} side={where} label={`${label} starters`} />
      <BenchTitle>Bench</BenchTitle>
      <LineupTable slots={side.bench ?? []} side={where} label={`${label} bench`} />
    </Column>
  );
}
