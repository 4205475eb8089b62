import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** A line under a group's legend saying what the group decides and what is filled in. */
export const RuleHint = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;
