import styled from 'styled-components';
import { theme } from './theme';

const Badge = styled.span`
  display: inline-block;
  min-width: 2.6em;
  padding: 0 ${theme.space(1)};
  border-radius: 4px;
  color: ${theme.positionText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.6;
  text-align: center;
  white-space: nowrap;
`;

/** A position (or slot: 'RB2', 'FLEX', 'BN') on its position's colour, the same on every page. */
export function PositionBadge({ position, label }: { position: string; label?: string }) {
  const kind = position.replace(/\d+$/, '').toUpperCase();
  const fill = theme.position[kind === 'WRT' ? 'FLEX' : kind] ?? theme.color.textMuted;
  return (
    <Badge data-testid="position-badge" style={{ background: fill }}>
      {label ?? position}
    </Badge>
  );
}
