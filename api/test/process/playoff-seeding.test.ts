import { afterEach, describe, it } from 'vitest';
import { cleanUp, crashAndResume } from './support/playoff-seeding-scenario';

// The scenario is in support/playoff-seeding-scenario.ts; this file runs it on PGlite, playoff-seeding-postgres.test.ts
// on PostgreSQL, so the two run side by side in the suite's workers.

afterEach(cleanUp);

describe('an api process killed with SIGKILL while seeding the playoffs', () => {
  it('on PGlite: restarted, it seeds the rest, each league once and whole', async () => {
    await crashAndResume('PGlite');
  });
});
