// How the kickoff loads run their steps: the search for the largest number of leagues served
// (double until a step misses, or halve while the first misses, then halve the gap between the
// largest served and the smallest missed), and the load generators in processes of their own.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The next number of leagues to try, or null when the search is done. */
export function nextStep(passed, failed, { maxLeagues }) {
  if (!failed) return passed.leagues * 2 <= maxLeagues ? passed.leagues * 2 : null;
  if (!passed) return failed.leagues >= 10 ? Math.round(failed.leagues / 2) : null;
  const gap = failed.leagues - passed.leagues;
  // Close enough once the gap is within an eighth of what passed.
  if (gap <= Math.max(5, passed.leagues / 8)) return null;
  return Math.round((passed.leagues + failed.leagues) / 10) * 5;
}

/**
 * A load generator in a process of its own: `ask` sends a message and resolves to its answer,
 * `tell` sends one that has none. The generator must not share the event loop of the process
 * that steps the leagues (seeding would delay its requests).
 */
export function forkGenerator(file) {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    tell: (message) => child.send(message),
    ask: (message) =>
      new Promise((resolve, reject) => {
        const exited = (code) => reject(new Error(`the load generator exited (${code})`));
        child.once('exit', exited);
        child.once('message', (answer) => {
          child.off('exit', exited);
          if (answer.ok) resolve(answer.result);
          else reject(new Error(answer.error));
        });
        child.send(message);
      }),
    stop: () => child.kill(),
    /** Its process id, for what it uses (process-usage.mjs). */
    pid: child.pid,
  };
}
