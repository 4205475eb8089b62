import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { userAtom } from '@fangtasy/shared';
import { Navigate, Route, Routes } from '@fangtasy/shared/router';
import { LoginPage } from '../features/auth/login-page';
import { federationRuntime } from '../remotes/remote-registry';
import { AppLayout } from './app-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { remoteRoutes } from './remote-routes';
import { RedirectIfSignedIn, RequireActiveLeague, RequireSession } from './route-guards';
import { SessionKeeper } from './session-keeper';
import { preloadSignedInData } from './signed-in-data';

// Login is the one page in the first download; every other page arrives when first opened.
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const LandingPage = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage');
const DashboardPage = lazyPage(
  // Named: index.html's early script preloads it for a member coming back to the dashboard.
  () => import(/* webpackChunkName: "dashboard-page" */ '../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const EditTeamPage = lazyPage(() => import('../features/edit-team/edit-team-page'), 'EditTeamPage');
const BudgetPage = lazyPage(() => import('../features/budget/budget-page'), 'BudgetPage');

/**
 * Fetches what a signed-in member needs next — the pages right after login and the federation
 * runtime that brings in the remote pages, and their data layer — so they open without a wait.
 */
export const preloadForMember = () =>
  Promise.all([
    preloadSignedInData(),
    LandingPage.preload(),
    DashboardPage.preload(),
    federationRuntime(),
  ]).then(() => undefined);

/** The shell's own member pages a returning member may land on, by path. */
const SHELL_PAGES: Record<string, LazyPage> = {
  '/landing': LandingPage,
  '/dashboard': DashboardPage,
};

/**
 * A returning member (a reload, a link) fetches first what the page he opens needs — its shell
 * page or, for a remote's page, the federation runtime — and nothing that would compete with it
 * on a slow link; the rest of preloadForMember follows once the page has loaded and gone quiet.
 */
export function preloadForReturningMember(path: string): void {
  const page = SHELL_PAGES[path.replace(/\/+$/, '')];
  const first = page ? page.preload() : federationRuntime().then(() => undefined);
  first.catch(() => undefined);
  // Every member page reads through the data layer: it comes with the page.
  preloadSignedInData().catch(() => undefined);
  afterPageSettles(() => void preloadForMember().catch(() => undefined));
}

/**
 * How long after the load event the page is left to its own downloads: its reads and pictures
 * come after the load event, and a phone on a slow link is still fetching them for a while.
 */
const SETTLE_MS = 3000;

/** Runs `work` once the page's load event has passed, its downloads have had time, and it is idle. */
function afterPageSettles(work: () => void): void {
  const whenIdle = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
      else work();
    }, SETTLE_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Fetches every page of the shell (tests render the route table without waiting on downloads). */
export const preloadAllPages = () =>
  Promise.all([
    preloadSignedInData(),
    ...[RegisterPage, LandingPage, DashboardPage, EditTeamPage, BudgetPage].map((page) =>
      page.preload(),
    ),
  ]).then(() => undefined);

/**
 * The route table of rules §2 with its guards. The shell's own pages are written here; the
 * remote pages come from REMOTES (shared/src/federation/remotes.ts), each behind its guard, and
 * load at run time.
 */
export function AppRoutes() {
  const signedIn = useAtomValue(userAtom) !== null;
  // A member already signed in when the app started is served by preloadForReturningMember.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    // Just signed in: the next pages are fetched now. A failed fetch is retried when opened.
    if (signedIn && !wasSignedIn.current) preloadForMember().catch(() => undefined);
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  return (
    <>
      <SessionKeeper />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/login" replace />} />
          <Route element={<RedirectIfSignedIn />}>
            <Route path="login" element={<LoginPage />} />
          </Route>
          <Route path="register" element={<RegisterPage />} />

          <Route element={<RequireSession />}>
            <Route path="landing" element={<LandingPage />} />
            {remoteRoutes('session')}
          </Route>

          <Route element={<RequireSession league />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="edit-team-info" element={<EditTeamPage />} />
            <Route path="budget" element={<BudgetPage />} />
            <Route element={<RequireActiveLeague />}>{remoteRoutes('active-league')}</Route>
            {remoteRoutes('league')}
          </Route>

          <Route element={<RequireSession league commissioner />}>
            {remoteRoutes('commissioner')}
          </Route>

          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </>
  );
}
