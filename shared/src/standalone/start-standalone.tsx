import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, DEFAULT_API_BASE_URL, GlobalStyle } from '@fangtasy/shared';
import { SharedQueryProvider } from '@fangtasy/shared/queries';
import {
  exposedFile,
  REMOTES,
  type RemoteName,
  type RemotePageModule,
} from '@fangtasy/shared/remotes';
import { routedPage } from './routed-page';
import { StandaloneApp, type StandalonePage } from './standalone-app';

/** The api from the page's config.json, else a local `pnpm start`'s. */
async function apiBaseUrl(): Promise<string> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    const config = response.ok ? ((await response.json()) as { apiBaseUrl?: unknown }) : {};
    return typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : DEFAULT_API_BASE_URL;
  } catch {
    return DEFAULT_API_BASE_URL;
  }
}

/**
 * A remote's pages as REMOTES declares them, by their shell path: each loaded when first opened,
 * with a router of its own (a page may link or read its address).
 */
function declaredPages(
  name: RemoteName,
  load: (file: string) => Promise<RemotePageModule>,
): Record<string, StandalonePage> {
  return Object.fromEntries(
    Object.entries(REMOTES[name].exposes).map(([module, { title, path }]) => [
      path,
      { title, page: routedPage(lazy(() => load(exposedFile(module)))) },
    ]),
  );
}

/**
 * Mounts a remote's standalone page (`pnpm --filter <remote> dev`) against the api: every page
 * its REMOTES entry declares, `load` importing one from the remote's src/exposed/ by file name.
 */
export async function startStandalone(
  name: RemoteName,
  load: (file: string) => Promise<RemotePageModule>,
): Promise<void> {
  const pages = declaredPages(name, load);
  configureApi({ baseURL: await apiBaseUrl() });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Standalone, the page is its own host, so it renders the global styles the shell would, and
  // gives its pages a query client: its own, as no shell shares one with it (decision 053).
  createRoot(container).render(
    <StrictMode>
      <GlobalStyle />
      <SharedQueryProvider>
        <StandaloneApp name={name} pages={pages} />
      </SharedQueryProvider>
    </StrictMode>,
  );
}
