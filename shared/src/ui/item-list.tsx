import styled from 'styled-components';
import { theme } from './theme';

/** A plain list of cards, one a line (leagues, invitations). */
export const ItemList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space(2)};
`;

/** A card of an ItemList: its text first, its actions at the end (wrapping on a phone). */
export const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  background: ${theme.color.surfaceRaised};
  border-radius: ${theme.radius};
`;
