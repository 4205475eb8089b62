import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@fangtasy/shared';
import { App } from './app/app';
import { readRemotesFile, readShellConfig, registerRemoteLocations } from './remotes';

/**
 * Reads the run-time files, points the api client and the federation runtime at them, then
 * renders. One shell build runs against any api and any set of remote deployments.
 */
async function start(): Promise<void> {
  const [config, remotes] = await Promise.all([readShellConfig(), readRemotesFile()]);
  configureApi({ baseURL: config.apiBaseUrl });
  registerRemoteLocations(remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
