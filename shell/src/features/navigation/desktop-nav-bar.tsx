import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { PRODUCT_NAME, theme } from '@fangtasy/shared';
import { NavDropdown } from './nav-dropdown';
import {
  DASHBOARD,
  LEAGUE_INFO_GROUP,
  LEAGUE_LINKS,
  LM_TOOLS_GROUP,
  TRADES,
  WAIVERS_GROUP,
} from './nav-destinations';
import { BarButton, BarLink } from './nav-styles';
import { usePendingBadge } from './pending-badge';
import type { NavState } from './use-nav-state';

const Bar = styled.header`
  background: ${theme.color.surface};
  border-bottom: 2px solid ${theme.color.accent};
`;

/** One line, never wrapped: the bar stays under 64 px (decision 017). */
const Inner = styled.nav`
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

const Brand = styled(Link)`
  font-family: ${theme.font.heading};
  font-size: 1.1rem;
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
  margin-right: ${theme.space(2)};
`;

const Spacer = styled.span`
  flex: 1;
`;

/** The desktop layout: every destination on one bar, the grouped ones in dropdowns. */
export function DesktopNavBar({
  withLeague,
  isActive,
  isCommish,
  showLogout,
  brandTarget,
  pendingCount,
  onLogout,
}: NavState) {
  const pending = usePendingBadge(pendingCount);
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to={brandTarget}>{PRODUCT_NAME}</Brand>
        {withLeague ? <BarLink to={DASHBOARD.to}>{DASHBOARD.label}</BarLink> : null}
        {isActive ? (
          <>
            {LEAGUE_LINKS.map((link) => (
              <BarLink key={link.to} to={link.to}>
                {link.label}
              </BarLink>
            ))}
            <NavDropdown label={WAIVERS_GROUP.label} items={WAIVERS_GROUP.items} />
            <BarLink to={TRADES.to} aria-describedby={pending.describedBy}>
              {TRADES.label}
              {pending.badge}
            </BarLink>
            <NavDropdown label={LEAGUE_INFO_GROUP.label} items={LEAGUE_INFO_GROUP.items} />
          </>
        ) : null}
        {isCommish ? (
          <NavDropdown label={LM_TOOLS_GROUP.label} items={LM_TOOLS_GROUP.items} />
        ) : null}
        <Spacer />
        {showLogout ? (
          <BarButton type="button" onClick={() => void onLogout()}>
            Logout
          </BarButton>
        ) : null}
      </Inner>
    </Bar>
  );
}
