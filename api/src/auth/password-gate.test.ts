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

  it('lets a flood of made-up usernames run at most one decoy check, never ahead of an account', async () => {
    const gate = createPasswordGate({ atOnce: 1, waiting: 8 });
    const started: string[] = [];
    const decoys = Array.from({ length: 200 }, (_, i) => heldWork(started, `decoy${i}`));
    const flood = decoys.map((work) => gate.decoy(work.run));
    await settle();
    const member = heldWork(started, 'member');
    const login = gate.forAccount(member.run);
    await settle();
    // One decoy was already running; the member's check runs beside it, the other 199 skipped.
    expect(started).toEqual(['decoy0', 'member']);
    member.finish();
    expect(await login).toBe('member');
    for (const work of decoys) work.finish();
    await Promise.all(flood);
    expect(started.filter((name) => name.startsWith('decoy'))).toEqual(['decoy0']);
  });

  it('skips a decoy while an account waits for its turn', async () => {
    const gate = createPasswordGate({ atOnce: 1, waiting: 8 });
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const second = heldWork(started, 'second');
    const running = [gate.forAccount(first.run), gate.forAccount(second.run)];
    await settle();
    await gate.decoy(async () => {
      started.push('decoy');
    });
    first.finish();
    second.finish();
    await Promise.all(running);
    expect(started).toEqual(['first', 'second']);
  });
});
