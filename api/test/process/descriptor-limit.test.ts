import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { newBackend, type Backend } from './support/backends';

// Issue 32: under the common 1,024-descriptor limit the api ran out of descriptors and refused
// everyone, and nothing said so. Node cannot raise its own limit: at start the api reads it, caps
// its connections below it and says so in its log.

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
afterEach(async () => {
  for (const api of processes.splice(0)) await api.stop();
  for (const backend of backends.splice(0)) await backend.dispose();
});

describe('the descriptor limit at start-up', () => {
  it('is read, warned about when small, and caps connections and streams below it', async () => {
    const backend = await newBackend('PGlite');
    backends.push(backend);
    const api = await startApiProcess(backend.env, { descriptorLimit: 400 });
    processes.push(api);
    const said = api.logs().find((line) => String(line.msg).startsWith('Descriptor limit'));
    expect(said).toMatchObject({ level: 40 });
    // 400 less the 128 kept for the database and files; streams three quarters of that.
    expect(String(said!.msg)).toMatch(
      /^Descriptor limit 400 \(hard 400\); at most 272 connections \(MAX_CONNECTIONS\), 204 live streams/,
    );
    const health = await fetch(`${api.url}/health`);
    expect(health.status).toBe(200);
  });
});
