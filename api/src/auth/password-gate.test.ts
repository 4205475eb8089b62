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
    const accepted = works.map((work) => gate.forLogin(work.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    let refused: unknown;
    try {
      await gate.forLogin(async () => 'e');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
    for (const work of works) work.finish();
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c', 'd']);
    expect(await gate.forLogin(async () => 'later')).toBe('later');
  });

  it('keeps logins their turns and their queue however many registrations wait', async () => {
    const gate = createPasswordGate({ atOnce: 2, waiting: 2 });
    const started: string[] = [];
    // Registrations hold half the turns: one runs, two wait, the rest are refused at once.
    const registrations = ['r1', 'r2', 'r3'].map((name) => heldWork(started, name));
    const accepted = registrations.map((work) => gate.forRegistration(work.run));
    await settle();
    expect(started).toEqual(['r1']);
    await expect(gate.forRegistration(async () => 'r4')).rejects.toMatchObject({
      statusCode: 503,
    });
    // A login starts on the turn registrations may not take, and logins wait in their own queue.
    const logins = ['l1', 'l2', 'l3'].map((name) => heldWork(started, name));
    const loggedIn = logins.map((work) => gate.forLogin(work.run));
    await settle();
    expect(started).toEqual(['r1', 'l1']);
    // A freed turn goes to a waiting login before a waiting registration.
    registrations[0]!.finish();
    await settle();
    expect(started).toEqual(['r1', 'l1', 'l2']);
    for (const work of [...registrations, ...logins]) work.finish();
    expect(await Promise.all(loggedIn)).toEqual(['l1', 'l2', 'l3']);
    expect(await Promise.all(accepted)).toEqual(['r1', 'r2', 'r3']);
  });
});
