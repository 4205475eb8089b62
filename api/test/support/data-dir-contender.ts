// A process that takes PGlite data folders with the api's own lock, driven line by line:
//   `lock <dir> <at>` — waits (spinning) until the wall clock reaches <at> ms, so that contenders
//                       start at the same instant, tries without waiting for a holder to go
//                       away, and prints `won` or `refused <message>`;
//   `release`         — releases what it holds and prints `released`.
// With arguments `try <dir>` it tries once, prints the answer and exits (the pid namespace test).
import { createInterface } from 'node:readline';
import { lockDataDir } from '../../src/db/data-dir-lock';

const attempt = (dir: string): { answer: string; release?: () => void } => {
  try {
    return { answer: 'won', release: lockDataDir(dir, { waitMs: 0 }) };
  } catch (error) {
    return { answer: `refused ${(error as Error).message}` };
  }
};

if (process.argv[2] === 'try') {
  console.log(attempt(process.argv[3]!).answer);
  process.exit(0);
}

let held: (() => void) | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dir, at] = line.split(' ');
  if (command === 'lock') {
    while (Date.now() < Number(at)) {
      // the start line
    }
    const { answer, release } = attempt(dir!);
    held = release ?? held;
    console.log(answer);
  } else if (command === 'release') {
    held?.();
    held = undefined;
    console.log('released');
  }
}
