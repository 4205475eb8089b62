import styled from 'styled-components';
import { teamColorsOf } from '../domain/team-colors';
import { theme } from './theme';

const Badge = styled.span`
  display: inline-block;
  min-width: 2.4em;
  padding: 0 ${theme.space(1)};
  border-radius: 4px;
  box-shadow: inset 0 0 0 1px ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.6;
  letter-spacing: 0.03em;
  text-align: center;
  white-space: nowrap;
`;

/**
 * An NFL team's abbreviation on its colour, outlined in its second colour. The abbreviation is
 * the text, so the badge reads the same to a screen reader as plain 'KC' did; a team outside the
 * 32 keeps the page's neutral colours.
 */
export function TeamBadge({ team }: { team: string }) {
  if (!team) return null;
  const colors = teamColorsOf(team);
  return (
    <Badge
      data-testid="team-badge"
      style={
        colors
          ? {
              background: colors.primary,
              color: colors.text,
              boxShadow: `inset 0 0 0 1px ${colors.secondary}`,
            }
          : undefined
      }
    >
      {team}
    </Badge>
  );
}
