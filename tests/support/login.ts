import type { Page } from 'playwright-core';
import { TEST_PORTS } from './ports';

/** Every demo account's password (team brief, README). */
export const DEMO_PASSWORD = 'fangtasy-demo';
/** The seeded active league. */
export const DEMO_LEAGUE = 'Fangtasy Demo League';

export const shellUrl = (path = '/') => `http://localhost:${TEST_PORTS.shell}${path}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Logs a demo user in through the shell's login screen and, unless `league` is null, selects
 * that league on the landing page (the demo league by default) and waits for the dashboard.
 */
export async function loginAs(
  page: Page,
  username: string,
  { league = DEMO_LEAGUE as string | null } = {},
) {
  await page.goto(shellUrl('/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/landing');
  if (league === null) return;
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(league)}`) }).click();
  await page.waitForURL('**/dashboard');
}

/** Opens a route of the shell the way a member does after the first load: a client-side navigation. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
