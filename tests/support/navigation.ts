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
