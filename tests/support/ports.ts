import { REMOTES, type RemoteName } from '@fangtasy/shared/federation';

/**
 * The test ports: the `pnpm start` ports moved up by 100 (api 4100, shell 3100, remotes
 * 3101-3105), so a running demo does not clash with a test run. TEST_PORT_SHIFT moves them
 * further, so two checkouts on one machine can run their browser suites side by side.
 */
const SHIFT = Number(process.env.TEST_PORT_SHIFT ?? 100);

export const TEST_PORTS = {
  api: 4000 + SHIFT,
  shell: 3000 + SHIFT,
  /** Another site's page on the same host (the cross-origin attack test): not a product origin. */
  hostile: 3099 + SHIFT,
  remote: (name: RemoteName) => REMOTES[name].port + SHIFT,
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
