import { DesktopNavBar } from './desktop-nav-bar';
import { PhoneNav } from './phone-nav';
import { useCompactLayout } from './use-compact-layout';
import { useNavState } from './use-nav-state';

/**
 * The navigation (rules §2, plus Standings beside Schedule) in one of two layouts of the
 * same destinations (decision 017): on a desktop one bar at the top, at most 64 px tall; on a
 * phone a slim top strip and a tab bar fixed at the bottom, with More opening a sheet of the rest.
 */
export function NavBar() {
  const state = useNavState();
  return useCompactLayout() ? <PhoneNav {...state} /> : <DesktopNavBar {...state} />;
}
