import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, startApiProcess, type ApiProcess } from './support/api-process';
import { newBackend, type Backend } from './support/backends';

// Issue 13, finding 6: two api processes on one PGlite folder both started, both answered 200 to
// writes, and after a restart only one process's writes were there. The second now refuses to
// start; the first keeps its folder, and a killed one's lock does not keep its successor out.

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
afterEach(async () => {
  for (const api of processes.splice(0)) await api.kill();
  for (const backend of backends.splice(0)) await backend.dispose();
});

const register = (api: ApiProcess, username: string) =>
  apiCall(api, null, 'POST', '/users/register', {
    username,
    email_address: `${username}@fangtasy.test`,
    first_name: 'Lock',
    last_name: 'Holder',
    password: 'fixture-password',
  });

describe('a PGlite data folder', () => {
  it('is opened by one api process at a time; a second refuses to start with a clear message', async () => {
    const backend = await newBackend('PGlite');
    backends.push(backend);
    const first = await startApiProcess(backend.env);
    processes.push(first);

    // Kept for clean-up should it start after all.
    const second = startApiProcess(backend.env).then((api) => {
      processes.push(api);
      return api;
    });
    await expect(second).rejects.toThrow(/exited before listening/);
    const refusal = await second.catch((error: Error) => error.message);
    expect(refusal).toMatch(
      new RegExp(`PGlite data folder ${backend.env.DATA_DIR} is in use by process \\d+`),
    );

    // The first process still has the folder and writes to it.
    expect((await register(first, 'kept_writer')).status).toBe(200);

    // Killed with SIGKILL, its lock goes with it (the file stays); the next process takes the folder and
    // finds every write the first one confirmed.
    await first.kill();
    processes.splice(0);
    const successor = await startApiProcess(backend.env);
    processes.push(successor);
    expect((await register(successor, 'kept_writer')).body).toMatchObject({
      message: 'Username is already taken.',
    });
  });
});
