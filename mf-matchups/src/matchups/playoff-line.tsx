import styled from 'styled-components';
import { theme, type Matchup } from '@fangtasy/shared';
import { formatScore } from '../common/format-score';

const Line = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-weight: 600;
  overflow-wrap: anywhere;
  span {
    color: ${theme.color.textMuted};
    font-weight: 400;
  }
`;

/**
 * What a playoff matchup is (decision 020): its round, which week of a two-week round, both
 * seeds, and each side's points from the round's earlier week, which count with this week's.
 */
export function playoffLineText(matchup: Matchup): string | null {
  const playoff = matchup.playoff;
  if (!playoff) return null;
  const parts = [playoff.round_name];
  if (playoff.round_weeks > 1) parts.push(`week ${playoff.round_week} of ${playoff.round_weeks}`);
  parts.push(`seed ${playoff.home_seed} (home) v seed ${playoff.away_seed}`);
  if (playoff.round_week > 1)
    parts.push(
      `carried from week 1: ${formatScore(playoff.home_points_before)} – ${formatScore(playoff.away_points_before)}`,
    );
  return parts.join(' · ');
}

export function PlayoffLine({ matchup }: { matchup: Matchup }) {
  const text = playoffLineText(matchup);
  return text ? <Line data-playoff-line="">{text}</Line> : null;
}
