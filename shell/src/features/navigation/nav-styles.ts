import { NavLink } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** A top-level item of the bar: a link or a dropdown's button look the same. */
const itemStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 5px;
  color: ${theme.color.text};
  background: none;
  border: none;
  border-radius: ${theme.radius};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${theme.color.surfaceRaised}; }
`;

export const BarLink = styled(NavLink)`
  ${itemStyle}
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.color.accent};
  }
`;

export const BarButton = styled.button`
  ${itemStyle}
`;

export const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  color: ${theme.color.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    background: ${theme.color.surfaceRaised};
  }
  &[aria-current='page'] {
    font-weight: 700;
  }
`;
