import { useMediaQuery } from '@fangtasy/shared';

/**
 * Below this width the navigation is the phone's: a tab bar at the bottom. The desktop bar needs
 * about 1020 px to hold every destination on one line of at most 64 px.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1100px)';

/**
 * True on a phone-sized window. Read at the first render (no flash of the wrong bar) and kept up
 * to date as the window turns or resizes. Without matchMedia (a test runner) it is the desktop.
 */
export const useCompactLayout = (): boolean => !useMediaQuery(WIDE_LAYOUT_QUERY);
