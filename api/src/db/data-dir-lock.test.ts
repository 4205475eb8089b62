import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

// Issue 32: the lock trusted a pid. An api in another pid namespace (a second container on the
// same volume) saw no process with the holder's pid and took the folder; two start-ups released
// at the same instant onto a killed api's lock both took it. The lock is now the kernel's.

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENDER = join(API_DIR, 'test', 'support', 'data-dir-contender.ts');
const contenderArgs = ['--import', 'tsx', CONTENDER];

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-lock-'));
  folders.push(dir);
  return dir;
};

/** Another process taking folders with the api's lock (test/support/data-dir-contender.ts). */
class Contender {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiting: ((line: string) => void) | null = null;
  readonly exited: Promise<unknown>;

  constructor() {
    this.child = spawn(process.execPath, contenderArgs, { cwd: API_DIR });
    this.child.stderr.pipe(process.stderr);
    this.exited = new Promise((resolve) => this.child.on('exit', resolve));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (this.waiting) {
        this.waiting(line);
        this.waiting = null;
      } else this.lines.push(line);
    });
  }

  /** Sends a command and answers the line it prints. */
  ask(command: string): Promise<string> {
    this.child.stdin.write(`${command}\n`);
    const ready = this.lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

const contenders: Contender[] = [];
const contender = () => {
  const started = new Contender();
  contenders.push(started);
  return started;
};
afterEach(async () => {
  for (const each of contenders.splice(0)) {
    each.child.kill('SIGKILL');
    await each.exited;
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has (the largest Linux allows is 4194304): a killed api's lock file. */
const GONE_PID = 4_194_303;

/** Whether this machine lets us start a process in a pid namespace of its own. */
const ownPidNamespace = (() => {
  const probe = spawnSync('unshare', ['--pid', '--fork', 'sh', '-c', 'echo $$'], {
    encoding: 'utf8',
  });
  if (probe.error) return `unshare cannot run here (${probe.error.message})`;
  if (probe.status !== 0 || probe.stdout.trim() !== '1')
    return `unshare --pid --fork is not allowed here (${probe.stderr.trim() || `exit ${probe.status}`})`;
  return null;
})();

describe('the PGlite data folder lock', () => {
  it('names its holder, refuses another process while held, and lets it in once released', async () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    const other = contender();
    expect(await other.ask(`lock ${dir} 0`)).toMatch(
      new RegExp(`^refused .*in use by process ${process.pid} on .*stop that process first`),
    );
    release();
    expect(await other.ask(`lock ${dir} 0`)).toBe('won');
  });

  it('refuses a second open of the same folder from the same process', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir, { waitMs: 0 })).toThrow(/in use/);
    release();
    lockDataDir(dir)();
  });

  it('is free the moment its holder is killed with SIGKILL', async () => {
    const dir = folder();
    const holder = contender();
    expect(await holder.ask(`lock ${dir} 0`)).toBe('won');
    expect(() => lockDataDir(dir, { waitMs: 0 })).toThrow(/in use/);
    holder.child.kill('SIGKILL');
    await holder.exited;
    lockDataDir(dir, { waitMs: 0 })();
  });

  it('waits for a holder that is going away (a killed process tearing down)', async () => {
    const dir = folder();
    // util-linux's own flock holds the file for half a second, then exits.
    const holder = spawn('flock', ['-x', join(dir, LOCK_FILE), '-c', 'echo held; sleep 0.5']);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    lockDataDir(dir)();
  });

  it('ignores what a lock file says when no process holds it (a killed api, an earlier run)', () => {
    for (const pid of [GONE_PID, process.pid, process.ppid]) {
      const dir = folder();
      writeFileSync(join(dir, LOCK_FILE), `${pid}\n`);
      lockDataDir(dir)();
    }
  });

  it('gives the folder to exactly one of two start-ups at the same instant, every time', async () => {
    const pair = [contender(), contender()] as const;
    const trials = 30;
    for (let trial = 0; trial < trials; trial++) {
      const dir = folder();
      // Half the trials start on the lock file a SIGKILLed api left behind.
      if (trial % 2 === 0) writeFileSync(join(dir, LOCK_FILE), `${GONE_PID}\n`);
      const at = Date.now() + 100;
      const answers = await Promise.all(pair.map((each) => each.ask(`lock ${dir} ${at}`)));
      const won = answers.filter((answer) => answer === 'won');
      expect(won, `trial ${trial + 1} of ${trials}: ${answers.join(' | ')}`).toHaveLength(1);
      for (const [index, answer] of answers.entries()) {
        if (answer === 'won') expect(await pair[index]!.ask('release')).toBe('released');
        // The loser may look before the winner has written its name.
        else expect(answer).toMatch(/^refused .*is in use by (process \d+|another process)/);
      }
    }
  }, 120_000);

  it.skipIf(ownPidNamespace !== null)(
    `refuses a process in another pid namespace${ownPidNamespace ? ` — skipped: ${ownPidNamespace}` : ''}`,
    () => {
      const dir = folder();
      const release = lockDataDir(dir);
      // The holder's pid means nothing in the new namespace, as in a second container.
      const other = spawnSync(
        'unshare',
        ['--pid', '--fork', process.execPath, ...contenderArgs, 'try', dir],
        { cwd: API_DIR, encoding: 'utf8', timeout: 60_000 },
      );
      expect(other.stdout).toMatch(/^refused .*is in use by process/);
      release();
      const after = spawnSync(
        'unshare',
        ['--pid', '--fork', process.execPath, ...contenderArgs, 'try', dir],
        { cwd: API_DIR, encoding: 'utf8', timeout: 60_000 },
      );
      expect(after.stdout.trim()).toBe('won');
    },
  );
});
