import styled from 'styled-components';
import { PRODUCT_NAME } from '@fangtasy/shared';
import { Bar, Brand, Inner } from './bar-frame';
import { NavDropdown } from './nav-dropdown';
import {
  DASHBOARD,
  DRAFT_ROOM,
  LEAGUE_INFO_GROUP,
  LEAGUE_LINKS,
  LM_TOOLS_GROUP,
  TRADES,
  WAIVERS_GROUP,
} from './nav-destinations';
import { BarButton, BarLink } from './nav-styles';
import { usePendingBadge } from './pending-badge';
import type { NavState } from './use-nav-state';

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
  draftOpen,
  onLogout,
}: NavState) {
  const pending = usePendingBadge(pendingCount);
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to={brandTarget}>{PRODUCT_NAME}</Brand>
        {withLeague ? <BarLink to={DASHBOARD.to}>{DASHBOARD.label}</BarLink> : null}
        {withLeague && draftOpen ? <BarLink to={DRAFT_ROOM.to}>{DRAFT_ROOM.label}</BarLink> : null}
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
