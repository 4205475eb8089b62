import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSessionFor } from '../support/api-session';
import { createInactiveLeague } from '../support/inactive-league';
import { DEMO_LEAGUE, loginAs, shellUrl } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import '../support/provided';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

/** Console errors a member would see in devtools. */
/** The hosts of the players' photos: unreachable on the offline test machine, by design. */
const PHOTO_HOSTS = new Set(['static.www.nfl.com', 'a.espncdn.com']);

/**
 * The console's errors, less a player photo that could not load from its host: the test
 * machine has no network, and the avatar's fallback to initials has tests of its own.
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const photo = source.startsWith('https://') && PHOTO_HOSTS.has(new URL(source).host);
    if (!(photo && message.text().startsWith('Failed to load resource')))
      errors.push(message.text());
  });
  return errors;
}

/** The commissioner invites a user to a new inactive league of his over the api. */
async function inviteToNewLeague(userId: number, name: string): Promise<void> {
  const leagueId = await createInactiveLeague(name);
  const commish = await apiSessionFor('commish');
  await commish.send('POST', '/league_members/create', {
    league_id: leagueId,
    user_id: userId,
    role: 'invited',
    is_vamp: 0,
  });
}

describe('A newcomer joins through the shell', () => {
  it('registers, logs in, accepts an invitation and reaches the dashboard of the new league', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    const username = `newcomer_${Date.now().toString(36)}`;

    await page.goto(shellUrl('/register'));
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('First Name').fill('Lucy');
    await page.getByLabel('Last Name').fill('Westenra');
    await page.getByLabel('Password', { exact: true }).fill('garlic-free-1');
    await page.getByLabel('Confirm Password').fill('garlic-free-1');
    await page.getByRole('button', { name: 'Register' }).click();
    // Registration success goes to the login screen after 2 s (rules §2.4).
    await page.waitForURL('**/login', { timeout: 10_000 });

    const userResponse = await fetch(`${product.apiUrl}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'garlic-free-1' }),
    });
    const registered = (await userResponse.json()) as { data: { id: number } };
    const league = `League of ${username}`;
    await inviteToNewLeague(registered.data.id, league);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('garlic-free-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/landing');
    await page.getByText('Welcome to Fangtasy Football').waitFor();
    await page.getByText('You are not a member of any leagues yet.').waitFor();

    // Accepting opens the league (rules §4): its dashboard, nothing else to choose.
    await page.getByRole('button', { name: `Accept invitation to ${league}` }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Team Lucy').waitFor();
    await page.getByText('League Not Active').waitFor();
    await page.getByText('Lucy Westenra').waitFor();
    // An inactive league shows only Dashboard beyond the brand.
    expect(await page.getByRole('link', { name: 'Roster' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses a bad registration with the spec message and stays on the form', async () => {
    const page = await product.newPage();
    await page.goto(shellUrl('/register'));
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('ab@example.com');
    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('B');
    await page.getByLabel('Password', { exact: true }).fill('long-enough');
    await page.getByLabel('Confirm Password').fill('long-enough');
    await page.getByRole('button', { name: 'Register' }).click();
    await page
      .getByText(
        'Username must be 3-50 characters and contain only letters, numbers, or underscores.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });
});

describe('Guards and logout', () => {
  it('sends an anonymous visitor from / and from protected routes to /login', async () => {
    const page = await product.newPage();
    await page.goto(shellUrl('/'));
    await page.waitForURL('**/login');
    for (const path of [
      '/landing',
      '/dashboard',
      '/roster',
      '/scoring-rules',
      '/add-member-to-league',
    ]) {
      await page.goto(shellUrl(path));
      await page.waitForURL('**/login');
    }
  });

  it('forwards a logged-in member from /login to /landing', async () => {
    const page = await product.newPage();
    await loginAs(page, 'bob', { league: null });
    await page.goto(shellUrl('/login'));
    await page.waitForURL('**/landing');
  });

  it('logs out on the server too: the old session no longer reads anything', async () => {
    const page = await product.newPage();
    await loginAs(page, 'carmen');
    const before = await page.evaluate(
      async (api) => (await fetch(`${api}/users/me`, { credentials: 'include' })).status,
      product.apiUrl,
    );
    expect(before).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const after = await page.evaluate(
      async (api) => (await fetch(`${api}/users/me`, { credentials: 'include' })).status,
      product.apiUrl,
    );
    expect(after).toBe(401);
    expect(
      await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('league')]),
    ).toEqual([null, null]);
    await page.goto(shellUrl('/dashboard'));
    await page.waitForURL('**/login');
  });
});

describe('Navigation by role', () => {
  it('shows LM Tools to the commissioner and not to a member', async () => {
    const commish = await product.newPage();
    await loginAs(commish, 'commish');
    await commish.getByRole('button', { name: 'LM Tools' }).click();
    await commish.getByRole('link', { name: 'Add Member to League' }).waitFor();
    await commish.getByRole('link', { name: 'Add Player to Team' }).waitFor();
    await commish.getByRole('link', { name: 'Activate League' }).waitFor();
    // The configured account sees the Create a New League link on the landing page.
    await commish.goto(shellUrl('/landing'));
    await commish.getByRole('link', { name: 'Create a New League' }).waitFor();

    const member = await product.newPage();
    await loginAs(member, 'dmitri');
    await member.getByRole('link', { name: 'Roster' }).waitFor();
    expect(await member.getByRole('button', { name: 'LM Tools' }).count()).toBe(0);
    await member.goto(shellUrl('/landing'));
    await member.getByText('Your Leagues').waitFor();
    expect(await member.getByRole('link', { name: 'Create a New League' }).count()).toBe(0);
    // A member typing a commissioner route is turned away.
    await member.goto(shellUrl('/add-member-to-league'));
    await member.waitForURL((url) => url.pathname !== '/add-member-to-league');
  });

  it('labels a vampire membership on the landing page', async () => {
    const page = await product.newPage();
    await loginAs(page, 'vlad', { league: null });
    await page.getByRole('button', { name: `${DEMO_LEAGUE} (Member, Vampire Player)` }).waitFor();
  });
});

describe('A demo member walks the product without a console error', () => {
  it('landing → dashboard → league info', async () => {
    const page = await product.newPage();
    const consoleErrors = collectConsoleErrors(page);
    const pageErrors = collectPageErrors(page);
    await loginAs(page, 'elena');
    await page.getByText('Active League Overview').waitFor();
    await page.getByText(/League Status: Active/).waitFor();
    await page.getByRole('button', { name: 'League Info' }).click();
    await page.getByRole('link', { name: 'View League Rosters' }).click();
    await page.waitForURL('**/league-member-roster');
    await page.getByRole('table').first().waitFor();
    await page.getByRole('button', { name: 'League Info' }).click();
    await page.getByRole('link', { name: 'Roster Rules' }).click();
    await page.getByText('Regular Player Roster Rules').waitFor();
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
