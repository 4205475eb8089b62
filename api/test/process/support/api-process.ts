import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder: the processes run its sources through its own tsx, as `pnpm start` does. */
export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const TSX = join(API_DIR, 'node_modules', '.bin', 'tsx');

export interface ApiProcessEnv {
  /** PostgreSQL URL; without it the api runs PGlite in DATA_DIR. */
  DATABASE_URL?: string;
  DATA_DIR?: string;
  FANTASY_NOW?: string;
  SEED_DEMO?: '0' | '1';
  [name: string]: string | undefined;
}

/** A process of ours in its own process group, with its output kept for the test to read. */
export interface OwnProcess {
  child: ChildProcess;
  /** Every line it printed (stdout and stderr). */
  lines: string[];
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** Signals the whole process group (tsx runs the program in a child process). */
  signal(signal: NodeJS.Signals): void;
}

function spawnOwn(
  args: string[],
  env: ApiProcessEnv,
  options: { descriptorLimit?: number } = {},
): OwnProcess {
  // A descriptor limit is set as a start script sets it: by the shell, before the program runs.
  const [command, commandArgs] =
    options.descriptorLimit === undefined
      ? [TSX, args]
      : ['sh', ['-c', `ulimit -n ${options.descriptorLimit} && exec "$0" "$@"`, TSX, ...args]];
  const child = spawn(command, commandArgs, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    const parts = (pending + chunk.toString('utf8')).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.trim() !== ''));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      if (pending.trim()) lines.push(pending);
      resolve({ code, signal });
    });
  });
  return {
    child,
    lines,
    exited,
    hasExited: () => done,
    signal: (signal) => {
      if (done || child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is already gone
      }
    },
  };
}

/** Whether any process of group `pgid` still runs (zombies do not count). */
function groupAlive(pgid: number): boolean {
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z';
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** Waits until `condition` answers a truthy value, polling; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  condition: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { timeoutMs = 120_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface ApiProcess extends OwnProcess {
  url: string;
  /** SIGKILL to the process group, then waits for it to be gone: a crash, no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM (the api's graceful shutdown), then waits for it to be gone. */
  stop(): Promise<void>;
  /** The JSON log lines (pino) the api printed. */
  logs(): Record<string, unknown>[];
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts `tsx src/main.ts` on a port the system picks (API_PORT=0, read back from Fastify's
 * "Server listening" line), with the scheduler on and the test clock route (and, if told, under
 * a descriptor limit), and resolves once /health answers.
 */
export async function startApiProcess(
  env: ApiProcessEnv,
  options: { descriptorLimit?: number } = {},
): Promise<ApiProcess> {
  const own = spawnOwn(
    ['src/main.ts'],
    {
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ENABLE_TEST_CLOCK: '1',
      RUN_SCHEDULER: '1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    options,
  );
  // The program runs in tsx's child process, in the same group: gone means every member of the
  // group has exited (a zombie has), not just tsx — a killed api may still be tearing down.
  const untilGone = async () => {
    await own.exited;
    if (own.child.pid !== undefined)
      await waitFor('the api process group to exit', () => !groupAlive(own.child.pid!), {
        timeoutMs: 30_000,
      });
  };
  const api: ApiProcess = {
    ...own,
    url: '',
    kill: async () => {
      own.signal('SIGKILL');
      await untilGone();
    },
    stop: async () => {
      own.signal('SIGTERM');
      const timer = setTimeout(() => own.signal('SIGKILL'), 15_000);
      await untilGone();
      clearTimeout(timer);
    },
    logs: () =>
      own.lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
  };
  try {
    api.url = await waitFor(
      'the api to listen',
      () => {
        if (own.hasExited())
          throw new Error(`the api exited before listening:\n${own.lines.join('\n')}`);
        for (const line of own.lines) {
          const match = LISTENING.exec(line);
          if (match) return match[1];
        }
        return null;
      },
      { timeoutMs: 120_000, intervalMs: 100 },
    );
    await waitFor('the api to answer /health', async () => {
      const res = await fetch(`${api.url}/health`).catch(() => null);
      return res?.ok ?? false;
    });
  } catch (error) {
    await api.kill();
    throw error;
  }
  return api;
}

/** Runs the importer CLI (`pnpm --filter @fangtasy/api data:import <dir>`'s command) on a folder. */
export function startImport(dir: string, env: ApiProcessEnv): OwnProcess {
  return spawnOwn(['src/import/cli.ts', dir], { LOG_LEVEL: 'info', ...env });
}

/** Calls the api with a session token (as the bearer a non-browser client sends). */
export async function apiCall<T = unknown>(
  api: { url: string },
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
