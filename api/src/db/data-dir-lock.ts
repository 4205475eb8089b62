import { spawnSync } from 'node:child_process';
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The file in a PGlite data folder that the process with the folder open holds locked. */
export const LOCK_FILE = 'fangtasy-api.lock';

/** flock(1)'s exit status, util-linux's and BusyBox's alike, when `-n` finds the lock held. */
const HELD_ELSEWHERE = 1;

/** Who holds the folder, as the holder wrote it after taking the lock: its pid and host name. */
function holderOf(file: string): string {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split(/\s+/);
    if (pid && /^\d+$/.test(pid)) return `process ${pid}${host ? ` on ${host}` : ''}`;
  } catch {
    // unreadable: say less
  }
  return 'another process';
}

const inUse = (folder: string, holder: string) =>
  new Error(
    `The PGlite data folder ${folder} is in use by ${holder}. PGlite opens a folder from one process at a time: stop that process first (an importer too), or run several api processes on PostgreSQL (DATABASE_URL).`,
  );

/**
 * Tries an exclusive flock(2) on the open file `fd`, without waiting: whether it is now ours.
 * Node has no flock of its own, so util-linux's flock(1) takes it on the descriptor it inherits:
 * the lock belongs to the open file, which this process keeps, so it stays when the command exits
 * and the kernel drops it when this process closes the file or dies in any way
 * (docs/decisions/025).
 */
function tryFlock(fd: number, folder: string): boolean {
  const result = spawnSync('flock', ['-n', '-x', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    timeout: 30_000,
  });
  if (result.status === 0) return true;
  if (result.status === HELD_ELSEWHERE) return false;
  const why = result.error
    ? (result.error as NodeJS.ErrnoException).code === 'ENOENT'
      ? 'the flock command (util-linux) is not installed'
      : result.error.message
    : `flock exited with ${result.status ?? result.signal}: ${result.stderr.toString().trim()}`;
  throw new Error(
    `Could not lock the PGlite data folder ${folder}: ${why}. Install util-linux, or run on PostgreSQL (DATABASE_URL).`,
  );
}

/**
 * How long a start waits for the folder's holder to let go before refusing: a process killed
 * with SIGKILL holds its files until it has torn down, and a rolling update's old process may be
 * stopping while the new one starts.
 */
const HOLDER_EXIT_GRACE_MS = 5_000;

/**
 * Takes the data folder for this process with an operating-system lock on LOCK_FILE, held for
 * the process's life: a second process — in another pid namespace or container on the same
 * volume, or started at the same instant — is refused by the kernel with a clear message, and a
 * holder killed with SIGKILL leaves nothing to clean up; a holder still there after `waitMs`
 * refuses the start. Answers the release. The file itself stays: deleting a lock file lets a
 * later process lock a new file while the old one is held.
 */
export function lockDataDir(
  dataDir: string,
  { waitMs = HOLDER_EXIT_GRACE_MS }: { waitMs?: number } = {},
): () => void {
  const folder = resolve(dataDir);
  const file = join(folder, LOCK_FILE);
  // Created if absent, never truncated before the lock is ours; close-on-exec, as Node opens
  // every file, so no process the api starts later inherits the lock.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const deadline = Date.now() + waitMs;
    while (!tryFlock(fd, folder)) {
      if (Date.now() >= deadline) throw inUse(folder, holderOf(file));
      Atomics.wait(pause, 0, 0, 100); // start-up may wait synchronously
    }
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid} ${hostname()}\n`, 0);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
