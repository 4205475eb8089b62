import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has: the largest Linux allows is 4194304. */
const GONE_PID = 4_194_303;

describe('the PGlite data folder lock', () => {
  it('writes the holder’s pid and removes it on release', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder a running process holds, naming it and the way out', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by process ${process.ppid}.*stop that process first`),
    );
  });

  it('refuses a second open of the same folder from the same process', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use/);
    release();
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that is gone (a SIGKILLed api)', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), `${GONE_PID}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over its own pid left by an earlier run (a restarted container)', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir)();
  });
});
