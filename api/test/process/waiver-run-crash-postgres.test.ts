import { afterEach, describe, it } from 'vitest';
import { cleanUp, crashAndResume } from './support/waiver-run-crash-scenario';

// The scenario is in support/waiver-run-crash-scenario.ts; this file runs it on PostgreSQL, waiver-run-crash.test.ts
// on PGlite, so the two run side by side in the suite's workers.

afterEach(cleanUp);

describe('an api process killed with SIGKILL during a waiver run', () => {
  it('on PostgreSQL: the run resumes to the same end as an unbroken one', async () => {
    await crashAndResume('PostgreSQL');
  });
});
