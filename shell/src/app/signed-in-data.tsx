import { lazy, useState, type ComponentType, type ReactNode } from 'react';

type Layer = ComponentType<{ children: ReactNode }>;

let loaded: Layer | null = null;
const load = () =>
  import('./signed-in-queries').then((module) => {
    loaded = module.SignedInQueries;
  });
const Pending = lazy(() => load().then(() => ({ default: loaded as Layer })));

/** Fetches the signed-in data layer ahead of its first use (just signed in, or coming back). */
export const preloadSignedInData = load;

/**
 * Wraps the signed-in pages in their data layer, the query client (`signed-in-queries.tsx`):
 * its download starts after login, never on /login, and the pages wait for it under the
 * layout's Suspense. Once fetched (preloadSignedInData) it renders at once, without suspending,
 * as a lazyPage does.
 */
export function SignedInData({ children }: { children: ReactNode }) {
  // Fixed for the life of this element: switching from Pending to the loaded layer later would
  // remount the page below it.
  const [Shown] = useState(() => loaded ?? Pending);
  return <Shown>{children}</Shown>;
}
