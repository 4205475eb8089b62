import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { userAtom } from '@fangtasy/shared';
import { App } from './app/app';
import { preconnect } from './app/preconnect';
import { keepRunTimeSettings } from './app/run-time-settings';
import { preloadForReturningMember } from './app/signed-in-shell';
import { readRemotesFile, readShellConfig } from './remotes/runtime-files';

/**
 * Reads the run-time files and keeps them for the signed-in shell and its data layer (they point
 * the api client and the federation runtime at them), then renders. One shell build runs against
 * any api and any set of remote deployments.
 */
async function start(): Promise<void> {
  const member = getDefaultStore().get(userAtom) !== null;
  // Usually read already by index.html's early script, which has also started a returning
  // member's downloads (the signed-in shell, the page's chunk, its reads).
  const [config, remotes] = await Promise.all([readShellConfig(), readRemotesFile()]);
  keepRunTimeSettings({ config, remotes });
  if (member) {
    preconnect(config.apiBaseUrl, 'use-credentials');
    preloadForReturningMember(window.location.pathname);
  }
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
