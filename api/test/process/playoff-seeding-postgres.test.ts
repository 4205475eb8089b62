import { afterEach, describe, it } from 'vitest';
import { cleanUp, crashAndResume, seedOnTwoProcesses } from './support/playoff-seeding-scenario';

// The scenario is in support/playoff-seeding-scenario.ts; this file runs it on PostgreSQL, playoff-seeding.test.ts
// on PGlite, so the two run side by side in the suite's workers.

afterEach(cleanUp);

describe('an api process killed with SIGKILL while seeding the playoffs', () => {
  it('on PostgreSQL: the seeding resumes to the same end as an unbroken one', async () => {
    await crashAndResume('PostgreSQL');
  });
});

describe('two api processes on one PostgreSQL database', () => {
  it('seed each league once between them', async () => {
    await seedOnTwoProcesses();
  });
});
