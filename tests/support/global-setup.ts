import { REMOTES } from '@fangtasy/shared/federation';
import type { TestProject } from 'vitest/node';
import { buildStalePackages, federatedPackages } from '../../scripts/lib/product.mjs';
import { startBrowserServer } from './browser-server';
import { seedDemoFolder, startDemoApi } from './demo-api';
import { BROWSER_LANES } from './ports';
import './provided';

const log = (line: string) => {
  if (process.env.TEST_VERBOSE) console.log(line);
};

/**
 * Once per run: build what is stale (a fresh `pnpm build` is reused), seed the demo once into a
 * database folder that every demo api of the run starts on a copy of, start one api per lane
 * (ports.ts: files run side by side, one lane each) on such a copy with the clock fixed, and
 * start the one Chromium every file connects to.
 * Each test file starts its own static servers on its lane's ports (see product.ts), which are
 * cheap, and its own browser contexts.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const { built } = await buildStalePackages(federatedPackages(REMOTES), { log });
  if (built.length)
    console.log(
      `[tests] built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );

  const demo = await seedDemoFolder({ log });
  project.provide('demoFolder', demo.dir);
  const apis = await Promise.all(
    Array.from({ length: BROWSER_LANES }, (_, lane) =>
      startDemoApi({
        from: demo.dir,
        lane,
        // Journeys move the league clock (a waiver day passes, more games kick off).
        env: { ENABLE_TEST_CLOCK: '1' },
        log,
      }),
    ),
  );
  project.provide(
    'apiUrls',
    apis.map((api) => api.url),
  );

  const browser = await startBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await Promise.all(apis.map((api) => api.stop()));
    demo.remove();
  };
}
