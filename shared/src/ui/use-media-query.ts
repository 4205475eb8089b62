import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query ('(min-width: 720px)'), kept up to date as the window
 * turns or resizes. For a layout that changes what is on the page, not only how it looks (a
 * board of columns on a desktop, a list on a phone). Without matchMedia (a test runner, the
 * server) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
        return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
