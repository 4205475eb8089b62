import { Suspense } from 'react';
import { Outlet } from '@fangtasy/shared/router';
import { PageFrame } from '../app/page-frame';
import { NavBar } from '../features/navigation/nav-bar';

/** Every screen after login (and Register): the navigation bar above the routed page. */
export function AppLayout() {
  return (
    <PageFrame bar={<NavBar />}>
      {/* Pages download on first use; the bar stays while one arrives. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}
