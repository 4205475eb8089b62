import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writePlayersBomb } from './support/gzip-bomb';

// Issue 32: a 1 GB gzip bomb through the importer and the CSV reader, each in a process of its
// own with the limits at their defaults. Neither touches the test database (the importer runs on
// an in-memory one), so this file runs once, on the PGlite pass (vitest.config.ts).

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a TypeScript file of the api in a process of its own, IMPORT_MAX_* at their defaults. */
async function runApiScript(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...process.env, IMPORT_MAX_MB: '', IMPORT_MAX_ROWS: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-import-bombs-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a 1 GB gzip bomb', () => {
  it('is refused by data:import with the message', async () => {
    const dir = folder();
    const path = writePlayersBomb(dir, 1_024);
    // The importer as `pnpm data:import <dir>` runs it, with IMPORT_MAX_MB at its default.
    const importer = await runApiScript(['src/import/cli.ts', dir], {
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
    });
    expect(importer.output).toContain(
      `Import failed: ${path}: refused, more than 128 MB of CSV once decompressed (IMPORT_MAX_MB sets the limit).`,
    );
    expect(importer.code).toBe(1);
  }, 180_000);

  it('is read only up to the limit: memory grows far less than the file decompresses to', async () => {
    const path = writePlayersBomb(folder(), 1_024);
    const reader = await runApiScript(['test/support/read-csv-memory.ts', path], {});
    const { refusal, growthMb } = JSON.parse(reader.output) as {
      refusal: string | null;
      growthMb: number;
    };
    expect(refusal).toBe(
      `${path}: refused, more than 128 MB of CSV once decompressed (IMPORT_MAX_MB sets the limit).`,
    );
    // The rows read up to the 128 MB limit, held as strings: a few hundred MB, not 1,024.
    expect(growthMb).toBeLessThan(512);
  }, 120_000);
});
