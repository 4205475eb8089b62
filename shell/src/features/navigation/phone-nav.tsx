import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@fangtasy/shared/router';
import styled, { createGlobalStyle } from 'styled-components';
import { PRODUCT_NAME, theme } from '@fangtasy/shared';
import { MoreSheet } from './more-sheet';
import { moreSections, phoneTabs } from './nav-destinations';
import { BarButton } from './nav-styles';
import { usePendingBadge } from './pending-badge';
import { TabIcon } from './tab-icons';
import type { NavState } from './use-nav-state';

/** The tab bar's height above the phone's home indicator. */
export const TAB_BAR_HEIGHT = 60;

/** The line above the tabs. */
const TAB_BAR_BORDER = 1;

/**
 * The page ends above the fixed tab bar (tabs and the line above them): nothing hides under it.
 * A remote's bar that sticks to the bottom of the screen (a sheet's main action) sits on top of
 * it through `--app-sticky-bottom`.
 */
const RoomForTabBar = createGlobalStyle`
  :root {
    --app-sticky-bottom: calc(${TAB_BAR_HEIGHT + TAB_BAR_BORDER}px + env(safe-area-inset-bottom, 0px));
  }
  body {
    padding-bottom: var(--app-sticky-bottom);
  }
`;

const Strip = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 48px;
  padding: 0 ${theme.space(4)};
  background: ${theme.color.surface};
  border-bottom: 2px solid ${theme.color.accent};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-family: ${theme.font.heading};
  font-size: 1.1rem;
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
`;

const TabBar = styled.ul`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  margin: 0;
  padding: 0 0 env(safe-area-inset-bottom, 0px);
  list-style: none;
  background: ${theme.color.surface};
  border-top: ${TAB_BAR_BORDER}px solid ${theme.color.border};
  li {
    display: flex;
  }
`;

const tabStyle = `
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${TAB_BAR_HEIGHT}px;
  padding: ${theme.space(1)} 0;
  color: ${theme.color.textMuted};
  background: none;
  border: none;
  font: inherit;
  font-size: 0.75rem;
  text-decoration: none;
  cursor: pointer;
`;

/** The marked tab: the accent line above it and the full text colour. */
const currentTab = `
  color: ${theme.color.text};
  font-weight: 700;
  box-shadow: inset 0 3px 0 ${theme.color.accent};
`;

const Tab = styled(NavLink)`
  ${tabStyle}
  &[aria-current='page'] {
    ${currentTab}
  }
`;

const MoreButton = styled.button`
  ${tabStyle}
  &[data-current-section='true'] {
    ${currentTab}
  }
`;

/** The More icon with the pending count at its upper right, clear of the word below. */
const MoreIcon = styled.span`
  position: relative;
  display: inline-flex;
  [data-testid='pending-badge'] {
    position: absolute;
    top: -6px;
    left: 14px;
    margin: 0;
  }
`;

/**
 * The phone layout (decision 017): a 48 px strip with the brand that scrolls away, and a tab bar
 * fixed at the bottom within the thumb's reach — the pages of game day, then More, a sheet with
 * every other destination. Every destination is at most two taps from any page.
 */
export function PhoneNav(state: NavState) {
  const { withLeague, showLogout, brandTarget, pendingCount, onLogout } = state;
  // Trades live in the More sheet: its tab carries their count, so it shows from every page.
  const pending = usePendingBadge(pendingCount);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const { pathname } = useLocation();
  const sections = moreSections(state);
  const inMore = sections.some((section) => section.items.some((item) => item.to === pathname));

  const closeMore = (returnFocus: boolean) => {
    setMoreOpen(false);
    if (returnFocus) moreRef.current?.focus();
  };

  return (
    <header>
      <nav aria-label="Main">
        <Strip>
          <Brand to={brandTarget}>{PRODUCT_NAME}</Brand>
          {showLogout && !withLeague ? (
            <BarButton type="button" onClick={() => void onLogout()}>
              Logout
            </BarButton>
          ) : null}
        </Strip>
        {withLeague ? (
          <>
            <RoomForTabBar />
            <TabBar data-testid="tab-bar">
              {phoneTabs(state).map((tab) => (
                <li key={tab.to}>
                  <Tab to={tab.to}>
                    <TabIcon name={tab.to} />
                    {tab.label}
                  </Tab>
                </li>
              ))}
              <li>
                <MoreButton
                  ref={moreRef}
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded={moreOpen}
                  aria-controls={moreOpen ? sheetId : undefined}
                  aria-describedby={pending.describedBy}
                  data-current-section={inMore ? 'true' : undefined}
                  onClick={() => setMoreOpen((open) => !open)}
                >
                  <MoreIcon>
                    <TabIcon name="more" />
                    {pending.badge}
                  </MoreIcon>
                  More
                </MoreButton>
              </li>
            </TabBar>
            {moreOpen ? (
              <MoreSheet
                id={sheetId}
                sections={sections}
                pendingCount={pendingCount}
                showLogout={showLogout}
                onLogout={() => {
                  setMoreOpen(false);
                  void onLogout();
                }}
                onClose={closeMore}
              />
            ) : null}
          </>
        ) : null}
      </nav>
    </header>
  );
}
