import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

const Footer = styled.footer`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${theme.space(4)};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
  text-align: center;
  /* The line wraps on a phone rather than widening the page. */
  overflow-wrap: anywhere;
`;

/**
 * The players, schedules, stats and photos come from nflverse, whose CC BY 4.0 licence asks for
 * this attribution wherever the data is shown — so on every page.
 */
export function AttributionFooter() {
  return (
    <Footer>
      <p>
        Data: nflverse (<a href="https://nflverse.com">nflverse.com</a>),{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
      </p>
    </Footer>
  );
}
