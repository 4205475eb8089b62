import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A loaded 2-core machine renders a page in seconds, not milliseconds: waiting for what a member
// would see may take that long without the test being wrong (as in shared's setup).
configure({ asyncUtilTimeout: 10_000 });

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
