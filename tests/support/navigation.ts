import type { Page } from 'playwright-core';

/**
 * Opens a page from the main navigation the way a member does at the page's size: a link of the
 * bar or tab bar at once, else through the phone's More sheet (decision 017). Returns the taps.
 */
export async function openFromNavigation(page: Page, label: string): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const direct = nav.getByRole('link', { name: label, exact: true });
  if (await direct.isVisible()) {
    await direct.click();
    return 1;
  }
  await nav.getByRole('button', { name: 'More', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'More' })
    .getByRole('link', { name: label, exact: true })
    .click();
  return 2;
}

/** The count the navigation shows of what waits for the member (phone: on More), 0 without one. */
export async function pendingBadgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Main' }).getByTestId('pending-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().innerText());
}
