import { REMOTES, type RemoteName } from '@fangtasy/shared/federation';

/**
 * The browser suite runs in lanes: test files side by side, one per vitest worker, each lane
 * with an api, a shell and remotes of its own on ports of its own (the files of one lane run
 * one after another, as one lane's api has one league clock). BROWSER_LANES sets how many: 2 by
 * default, the two cores' worth (a journey waits on the api and the clock as much as it computes).
 */
export const BROWSER_LANES = Math.max(1, Number(process.env.BROWSER_LANES ?? 2));

/** This process's lane: its vitest worker (VITEST_POOL_ID counts 1..maxWorkers); 0 elsewhere. */
export const CURRENT_LANE = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);

/** Lanes sit 20 ports apart: room for the shell, every remote and the hostile page below 20. */
const LANE_SPREAD = 20;

/**
 * A lane's test ports: the `pnpm start` ports moved up by 100 (api 4100, shell 3100, remotes
 * 3101-3105) plus 20 per lane, so a running demo does not clash with a test run. TEST_PORT_SHIFT
 * replaces the 100, so two checkouts on one machine can run their browser suites side by side.
 */
export function testPortsOf(lane: number) {
  const shift = Number(process.env.TEST_PORT_SHIFT ?? 100) + lane * LANE_SPREAD;
  return {
    api: 4000 + shift,
    /** A file's own freshly started api (see demo-api.ts). */
    freshApi: 4010 + shift,
    shell: 3000 + shift,
    /** Another site's page on the same host (the cross-origin attack test): not a product origin. */
    hostile: 3019 + shift,
    remote: (name: RemoteName) => REMOTES[name].port + shift,
  } as const;
}

/** This lane's ports. */
export const TEST_PORTS = testPortsOf(CURRENT_LANE);

/** Every origin a lane's browser pages load the product from (that lane's api's CORS list). */
export const testOriginsOf = (lane: number): string[] => {
  const ports = testPortsOf(lane);
  return [
    `http://localhost:${ports.shell}`,
    ...Object.keys(REMOTES).map((name) => `http://localhost:${ports.remote(name as RemoteName)}`),
  ];
};

/** The demo clock the tests run at: Sunday of 2025 week 9, 3:00 PM Eastern. */
export const TEST_NOW = '2025-11-02T20:00:00Z';
