import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium, headless, with nothing running in the background to disturb timings. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium headless with CHROMIUM_ARGS (a browser of the caller's own). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/**
 * One Chromium for the whole run, which every file's startProduct() connects to (playwright's
 * browser server). Files still run one after another; each keeps its pages in contexts of its
 * own, and `browser.close()` on a connected browser closes only those contexts.
 */
export async function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
