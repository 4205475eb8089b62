import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** A numbered list drawn without numbers, one item a line (the last picks, the queue). */
export const PlainList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space(1)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1)} ${theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

/** A player as one line that wraps: his position badge, name and team, side by side. */
export const PlayerLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
  min-width: 0;
  /* A long name wraps between words; 'anywhere' let a narrow column break names mid-word. */
  overflow-wrap: break-word;
  small {
    color: ${theme.color.textMuted};
  }
`;
