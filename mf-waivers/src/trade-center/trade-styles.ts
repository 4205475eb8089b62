import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** A list of player lines, each ~48 px: a phone shows six or more at once. */
export const PlayerLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A player's line: photo, name, position and team, his figure on the right. */
export const PlayerLine = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(1)} 0;
  min-width: 0;
`;

export const Muted = styled.p`
  margin: ${theme.space(1)} 0;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/** A small heading over one side of a trade. */
export const SideTitle = styled.h4`
  margin: ${theme.space(2)} 0 0;
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Two sides of a trade: stacked on a phone, side by side from 720 px. */
export const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${theme.space(4)};
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Buttons of an action row, each at least 44 px tall. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  button {
    min-height: 44px;
  }
`;
