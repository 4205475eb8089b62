import styled from 'styled-components';
import { theme } from './theme';

/** The page's one h1. */
export const PageTitle = styled.h1`
  font-family: ${theme.font.heading};
  font-size: 1.9rem;
  margin: ${theme.space(2)} 0 ${theme.space(4)};
`;

/** A section heading under the page title. */
export const SectionTitle = styled.h2`
  font-family: ${theme.font.heading};
  font-size: 1.35rem;
  margin: ${theme.space(6)} 0 ${theme.space(3)};
`;

/** A raised panel grouping one part of a page. */
export const Panel = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  & > h2:first-child {
    margin-top: 0;
  }
`;
