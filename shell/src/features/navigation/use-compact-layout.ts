import { useEffect, useState } from 'react';

/**
 * Below this width the navigation is the phone's: a tab bar at the bottom. The desktop bar needs
 * about 1020 px to hold every destination on one line of at most 64 px.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1100px)';

const matchesWide = () =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : window.matchMedia(WIDE_LAYOUT_QUERY).matches;

/**
 * True on a phone-sized window. Read at the first render (no flash of the wrong bar) and kept up
 * to date as the window turns or resizes. Without matchMedia (a test runner) it is the desktop.
 */
export function useCompactLayout(): boolean {
  const [wide, setWide] = useState(matchesWide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_LAYOUT_QUERY);
    const onChange = () => setWide(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return !wide;
}
