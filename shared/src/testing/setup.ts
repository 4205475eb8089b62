import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sharedQueryClient } from '../queries/query-client';

// A loaded 2-core machine renders a wizard step in seconds, not milliseconds: waiting for what a
// member would see may take that long without the test being wrong.
configure({ asyncUtilTimeout: 10_000 });

// Globals are off, so Testing Library cannot register its own cleanup; a file that runs in Node
// (no jsdom docblock) has no localStorage.
afterEach(() => {
  cleanup();
  // The shell's pages use the page's one query client: each test starts with an empty cache.
  sharedQueryClient().clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
