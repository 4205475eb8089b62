import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createPasswordGate } from './password-gate';

/** A piece of work that runs until the test lets it finish, recording when it started. */
function heldWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password gate', () => {
  it('runs at most `atOnce` checks, lets `waiting` wait, and refuses the rest at once with 503', async () => {
    const gate = createPasswordGate({ atOnce: 2, waiting: 2 });
    const started: string[] = [];
    const works = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const accepted = works.map((work) => gate.forAccount(work.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    let refused: unknown;
    try {
      await gate.forAccount(async () => 'e');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
    for (const work of works) work.finish();
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c', 'd']);
    expect(await gate.forAccount(async () => 'later')).toBe('later');
  });
});
