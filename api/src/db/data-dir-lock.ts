import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file in a PGlite data folder naming the process that has it open. */
export const LOCK_FILE = 'fangtasy-api.lock';

/** Folders this process holds: a second open from the same process is refused too. */
const heldHere = new Set<string>();

/** Whether a process is running (a zombie, killed but not yet reaped, is not). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): kill(0) answered
  }
}

/** How long a holder that still runs is given to finish dying (a SIGKILLed api tears down). */
const HOLDER_EXIT_GRACE_MS = 5_000;

/** Whether `pid` stops running within the grace time; waits synchronously, as start-up may. */
function exitsSoon(pid: number): boolean {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + HOLDER_EXIT_GRACE_MS;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    Atomics.wait(pause, 0, 0, 50);
  }
  return !isRunning(pid);
}

const inUse = (dataDir: string, pid: number) =>
  new Error(
    `The PGlite data folder ${dataDir} is in use by process ${pid}. PGlite opens a folder from one process at a time: stop that process first (an importer too), or run several api processes on PostgreSQL (DATABASE_URL). If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
  );

/**
 * Takes the data folder for this process: a lock file holding its pid, created only if absent.
 * A lock left by a process that is gone (killed with SIGKILL, a crashed container) is taken
 * over; one held by a running process refuses with a clear message. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const file = join(folder, LOCK_FILE);
  if (heldHere.has(folder)) throw inUse(folder, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(folder);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(folder);
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // released meanwhile: try again
    }
    // A pid of ours that this process does not hold is a previous incarnation's (a container
    // restarted with the same pid): stale, like the lock of any process that is gone.
    if (holder !== process.pid && isRunning(holder) && !exitsSoon(holder))
      throw inUse(folder, holder);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the PGlite data folder ${folder}: its lock keeps changing.`);
}
