import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, userAtom } from '@fangtasy/shared';
import { App } from './app/app';
import { preloadForReturningMember } from './app/app-routes';
import { preconnect } from './app/preconnect';
import { readRemotesFile, readShellConfig, registerRemoteLocations } from './remotes';

/**
 * Reads the run-time files, points the api client and the federation runtime at them, then
 * renders. One shell build runs against any api and any set of remote deployments.
 */
async function start(): Promise<void> {
  // A member coming back (a reload, a link into the app) needs the api at once and very likely a
  // remote page: their downloads start now, alongside the run-time files, not after the render.
  const member = getDefaultStore().get(userAtom) !== null;
  if (member) preloadForReturningMember(window.location.pathname);
  const [config, remotes] = await Promise.all([readShellConfig(), readRemotesFile()]);
  configureApi({ baseURL: config.apiBaseUrl });
  if (member) preconnect(config.apiBaseUrl, 'use-credentials');
  registerRemoteLocations(remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition React renders the first screen in short slices, so a phone's main thread
  // is never blocked for long while the whole app mounts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Started once this script has run, not during it: a request or timer started while the whole
// bundle's top-level function is on the stack makes a profiler (DevTools, Lighthouse) re-parse
// that function, the entire bundle, to name its source positions.
queueMicrotask(() => void start());
