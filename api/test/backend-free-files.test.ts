import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKEND_FREE } from '../vitest.config';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** What a test file that reads or writes the test database names (test-app.ts, fresh-database.ts). */
const OPENS_A_DATABASE =
  /createTestApp|TestApp|freshDatabase|connectDatabase|openPglite|TEST_DATABASE_URL/;

// The PostgreSQL pass leaves out the files listed as backend-free: a file listed there that
// opened the test database would go untested on PostgreSQL without anyone noticing.
describe('the files the PostgreSQL pass leaves out', () => {
  it.each(BACKEND_FREE)('%s exists and opens no test database', (file) => {
    const path = join(API_DIR, file);
    expect(existsSync(path), `${file} exists`).toBe(true);
    expect(readFileSync(path, 'utf8')).not.toMatch(OPENS_A_DATABASE);
  });
});
