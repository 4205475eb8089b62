import { lazy, useState, type ComponentType } from 'react';

/** A page that downloads on first use; `preload` fetches it ahead of that. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * A page component whose module is fetched by `load` (its export `name` is the page) when it
 * first renders, under the layout's Suspense, or earlier through `preload`. Once fetched it
 * renders at once, without suspending.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  const Pending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    // Fixed for the life of this element: switching from Pending to the loaded page later would
    // remount it and lose what the member typed.
    const [Shown] = useState(() => loaded ?? Pending);
    return <Shown />;
  }
  Page.preload = preload;
  return Page;
}
