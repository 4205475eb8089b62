import { useAtomValue } from 'jotai';
import { Link, useLocation } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  isCommishAtom,
  isLeagueActiveAtom,
  leagueAtom,
  PRODUCT_NAME,
  theme,
  userAtom,
} from '@fangtasy/shared';
import { NavDropdown } from './nav-dropdown';
import type { NavMenuItem } from './nav-dropdown';
import { BarButton, BarLink } from './nav-styles';
import { useLogout } from './use-logout';

const WAIVERS_MENU: NavMenuItem[] = [
  { to: '/waivers', label: 'Waivers' },
  { to: '/active-waiver-claims', label: 'Active Waiver Claims' },
];

const LEAGUE_INFO_MENU: NavMenuItem[] = [
  { to: '/league-member-roster', label: 'View League Rosters' },
  { to: '/scoring-rules', label: 'Scoring Rules' },
  { to: '/roster-rules', label: 'Roster Rules' },
  { to: '/waiver-rules', label: 'Waiver Rules' },
];

const LM_TOOLS_MENU: NavMenuItem[] = [
  { to: '/add-member-to-league', label: 'Add Member to League' },
  { to: '/add-player-to-team', label: 'Add Player to Team' },
  { to: '/activate-league', label: 'Activate League' },
];

const Bar = styled.header`
  background: ${theme.color.surface};
  border-bottom: 2px solid ${theme.color.accent};
`;

const Inner = styled.nav`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
`;

const Brand = styled(Link)`
  font-family: ${theme.font.heading};
  font-size: 1.3rem;
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
  margin-right: ${theme.space(4)};
`;

const Spacer = styled.span`
  flex: 1;
`;

/**
 * The navigation bar (spec section 2, plus Standings beside Schedule). Dashboard needs a selected
 * league; the league's pages unlock when it is active. LM Tools shows for the commissioner whether or not the league is
 * active yet, because inviting members and activating are what make it active.
 */
export function NavBar() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const isActive = useAtomValue(isLeagueActiveAtom);
  const isCommish = useAtomValue(isCommishAtom);
  const { pathname } = useLocation();
  const onLogout = useLogout();
  const withLeague = user !== null && league !== null;

  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to={user ? '/landing' : '/login'}>{PRODUCT_NAME}</Brand>
        {withLeague ? <BarLink to="/dashboard">Dashboard</BarLink> : null}
        {withLeague && isActive ? (
          <>
            <BarLink to="/roster">Roster</BarLink>
            <BarLink to="/matchups">Matchups</BarLink>
            <BarLink to="/league-member-schedule">Schedule</BarLink>
            <BarLink to="/standings">Standings</BarLink>
            <NavDropdown label="Waivers" items={WAIVERS_MENU} />
            <NavDropdown label="League Info" items={LEAGUE_INFO_MENU} />
          </>
        ) : null}
        {withLeague && isCommish ? <NavDropdown label="LM Tools" items={LM_TOOLS_MENU} /> : null}
        <Spacer />
        {user && pathname !== '/register' ? (
          <BarButton type="button" onClick={() => void onLogout()}>
            Logout
          </BarButton>
        ) : null}
      </Inner>
    </Bar>
  );
}
