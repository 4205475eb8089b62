import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** A muted line of facts about the clock, with its names in strong type (the clocks' lines). */
export const Facts = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${theme.color.text};
  }
`;
