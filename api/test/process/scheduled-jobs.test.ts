import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import type { ScheduledJob } from '../../src/scheduler/jobs';
import { configuredSources } from '../../src/stats-sources/configured-sources';
import { statsSourceJob } from '../../src/stats-sources/stats-source';
import { API_DIR, startApiProcess, waitFor, type ApiProcess } from './support/api-process';
import { newBackend, type Backend } from './support/backends';

// Issue 32: a merge left the purge of expired sessions and ended rate-limit windows out of the
// jobs main.ts starts, and both tables grew for ever. The started server must run every job the
// code defines; the expected list is read from the sources, so a job added later and not started
// fails here too.

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
afterEach(async () => {
  for (const api of processes.splice(0)) await api.kill();
  for (const backend of backends.splice(0)) await backend.dispose();
});

const SRC = join(API_DIR, 'src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Every job defined in the api's sources: a `const x: ScheduledJob = …`, or a function making one. */
async function definedJobs() {
  const constants: ScheduledJob[] = [];
  const factories: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/\bconst (\w+)\s*:\s*ScheduledJob\s*=/g)].map((m) => m[1]!);
    if (names.length > 0) {
      const module = (await import(file)) as Record<string, ScheduledJob | undefined>;
      for (const name of names) {
        const job = module[name];
        if (!job) throw new Error(`${relative(SRC, file)}: job ${name} is not exported`);
        constants.push(job);
      }
    }
    for (const m of text.matchAll(/\bfunction (\w+)\([^)]*\)\s*:\s*ScheduledJob\s*\{/g))
      factories.push(`${relative(SRC, file)}:${m[1]}`);
  }
  return { constants, factories };
}

describe('the started api’s scheduler', () => {
  it('runs every scheduled job the code defines, the configured stats sources’ too', async () => {
    const backend = await newBackend('PGlite');
    backends.push(backend);
    // Both stats sources on, pointed at a closed local port: they fail and back off, nothing more.
    const env = {
      ...backend.env,
      NFLVERSE_SEASON: '2025',
      NFLVERSE_BASE_URL: 'http://127.0.0.1:9',
      LIVE_FEED: 'espn',
      LIVE_FEED_URL: 'http://127.0.0.1:9',
    };
    const api = await startApiProcess(env);
    processes.push(api);

    const { constants, factories } = await definedJobs();
    // The one job factory: a job per configured stats source. A new factory needs its own line.
    expect(factories).toEqual(['stats-sources/stats-source.ts:statsSourceJob']);
    const sourceJobs = configuredSources(readConfig({ ...process.env, ...env })).map(
      (source) => statsSourceJob(source).name,
    );
    expect(sourceJobs).toHaveLength(2);
    const expected = [...constants.map((job) => job.name), ...sourceJobs].sort();
    expect(expected).toContain('purge expired sessions and rate-limit windows');

    const started = await waitFor('the scheduler’s start line', () =>
      api.logs().find((line) => line.msg === 'scheduler started'),
    );
    expect([...(started.jobs as string[])].sort()).toEqual(expected);
  });
});
