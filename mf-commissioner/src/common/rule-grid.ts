import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** Rule inputs side by side, as many per row as the screen holds. */
export const RuleGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  column-gap: ${theme.space(4)};
`;

/** A titled group of inputs (a fieldset with its legend). */
export const RuleGroup = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(3)} ${theme.space(4)} 0;
  margin: 0 0 ${theme.space(4)};
  legend {
    font-weight: 700;
    padding: 0 ${theme.space(2)};
  }
`;
