import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

const Note = styled.p`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow-wrap: anywhere;
`;

/**
 * A vampire member's lasting label: what his rule set changes from everyone else's (the roster
 * screen's banner says only that special rules "may apply", and fades).
 */
export function VampireRulesNote({ label }: { label: string }) {
  return <Note data-testid="vampire-rules">{label}</Note>;
}
