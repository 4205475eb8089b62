import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, DEFAULT_API_BASE_URL, GlobalStyle } from '@fangtasy/shared';
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

/** Mounts a remote's standalone page (`pnpm --filter <remote> dev`) against the api. */
export async function startStandalone(
  name: string,
  pages: Record<string, StandalonePage>,
): Promise<void> {
  configureApi({ baseURL: await apiBaseUrl() });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Standalone, the page is its own host, so it renders the global styles the shell would.
  createRoot(container).render(
    <StrictMode>
      <GlobalStyle />
      <StandaloneApp name={name} pages={pages} />
    </StrictMode>,
  );
}
