import { afterEach, describe, it } from 'vitest';
import { cleanUp, importKilledAndRerun } from './support/import-crash-scenario';

// The scenario is in support/import-crash-scenario.ts; this file runs it on PGlite, import-crash-postgres.test.ts
// on PostgreSQL, so the two run side by side in the suite's workers.

afterEach(cleanUp);

describe('the stats importer killed with SIGKILL mid-import', () => {
  it('on PGlite: the folder reopens and a re-run ends as an unbroken import', async () => {
    await importKilledAndRerun('PGlite');
  });
});
