import { inject } from 'vitest';
import { CURRENT_LANE } from './ports';

// What the global setup hands every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of each lane's api the global setup started (see ports.ts), by lane. */
    apiUrls: string[];
    /** The demo database folder every demo api of the run starts on a copy of (demo-api.ts). */
    demoFolder: string;
    /** The run's shared Chromium (playwright's launchServer endpoint); empty when there is none. */
    browserEndpoint: string;
  }
}

/** The api the global setup started for this file's lane: the one its shell and remotes use. */
export const laneApiUrl = (): string => {
  const url = inject('apiUrls')[CURRENT_LANE];
  if (!url) throw new Error(`no api was started for lane ${CURRENT_LANE} (BROWSER_LANES?)`);
  return url;
};
