import { afterEach, describe, it } from 'vitest';
import { cleanUp, crashAndResume } from './support/waiver-run-crash-scenario';

// The scenario is in support/waiver-run-crash-scenario.ts; this file runs it on PGlite, waiver-run-crash-postgres.test.ts
// on PostgreSQL, so the two run side by side in the suite's workers.

afterEach(cleanUp);

describe('an api process killed with SIGKILL during a waiver run', () => {
  it('on PGlite: the folder reopens, the run resumes, nothing is awarded or debited twice', async () => {
    await crashAndResume('PGlite');
  });
});
