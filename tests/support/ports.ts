import { REMOTES, type RemoteName } from '@fangtasy/shared/federation';

/**
 * The test ports: the `pnpm start` ports moved up by 100 (api 4100, shell 3100, remotes
 * 3101-3105), so a running demo does not clash with a test run.
 */
export const TEST_PORTS = {
  api: 4100,
  shell: 3100,
  remote: (name: RemoteName) => REMOTES[name].port + 100,
} as const;

/** Every origin the browser loads the product from in tests (the api's CORS list). */
export const testOrigins = (): string[] => [
  `http://localhost:${TEST_PORTS.shell}`,
  ...Object.keys(REMOTES).map(
    (name) => `http://localhost:${TEST_PORTS.remote(name as RemoteName)}`,
  ),
];

/** The demo clock the tests run at: Sunday of 2025 week 9, 3:00 PM Eastern. */
export const TEST_NOW = '2025-11-02T20:00:00Z';
