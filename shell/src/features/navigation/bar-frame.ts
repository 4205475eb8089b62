import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** The desktop bar's frame, also the whole bar of /login (the product's name, nothing else). */
export const Bar = styled.header`
  background: ${theme.color.surface};
  border-bottom: 2px solid ${theme.color.accent};
`;

/** One line, never wrapped: the bar stays under 64 px (decision 017). */
export const Inner = styled.nav`
  max-width: 1100px;
  height: 60px;
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 2px;
  white-space: nowrap;
`;

export const Brand = styled(Link)`
  font-family: ${theme.font.heading};
  font-size: 1.1rem;
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
  margin-right: ${theme.space(2)};
`;
