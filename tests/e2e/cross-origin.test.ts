import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type LeagueMember, type Membership } from '@fangtasy/shared/domain';
import { apiSessionFor, type ApiSession } from '../support/api-session';
import { DEMO_PASSWORD, loginAs, shellUrl } from '../support/login';
import { TEST_PORTS } from '../support/ports';
import { startProduct, type RunningProduct } from '../support/product';

// Issue 13, finding 5: a page on another origin of the same site (another port here; a sibling
// subdomain in production, or any site once the cookie is SameSite=None) sent body-less POSTs —
// a text/plain form and a no-cors fetch, which leave without a preflight — with the
// commissioner's cookie, and activated his league and logged him out. The same attack, from a
// real page in Chromium, must change nothing.

const RUN = Date.now().toString(36);
const LEAGUE_NAME = `Crossfire League ${RUN}`;

let product: RunningProduct;
let hostile: Server;
let commish: ApiSession;
let leagueId: number;
let commishMemberId: number;

/** Pages of another origin: one submits a text/plain form, one sends a no-cors fetch. */
function attackPages(apiUrl: string, activatePath: string): Record<string, string> {
  const page = (body: string) =>
    `<!doctype html><html><head><title>Free fantasy tips</title></head><body>${body}</body></html>`;
  return {
    '/activate': page(`
      <form id="activate" method="POST" action="${apiUrl}${activatePath}" enctype="text/plain">
        <input type="hidden" name="x" value="1">
      </form>
      <script>document.getElementById('activate').submit();</script>`),
    '/logout': page(`
      <script>
        fetch('${apiUrl}/users/logout', {
          method: 'POST', mode: 'no-cors', credentials: 'include',
          headers: { 'content-type': 'text/plain' }, body: 'x',
        }).finally(() => { document.title = 'sent'; });
      </script>`),
  };
}

/** A league of ten valid members, ready to activate: the commissioner and nine newcomers. */
async function readyLeague(): Promise<void> {
  commish = await apiSessionFor('commish');
  await commish.send('POST', '/leagues/create', { name: LEAGUE_NAME });
  const memberships = await commish.get<Membership[]>(
    `/league_members/getLeagueMembersByUserId/${commish.userId}`,
  );
  const own = memberships.find((membership) => membership.league_name === LEAGUE_NAME)!;
  leagueId = own.league_id;
  commishMemberId = own.id;
  for (let i = 1; i <= 9; i++) {
    const username = `xo_${RUN}_${i}`;
    const reply = await fetch(`${product.apiUrl}/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email_address: `${username}@fangtasy.test`,
        first_name: 'Cross',
        last_name: 'Fire',
        password: DEMO_PASSWORD,
      }),
    });
    if (!reply.ok) throw new Error(`registering ${username}: ${await reply.text()}`);
    const newcomer = await apiSessionFor(username);
    await commish.send('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: newcomer.userId,
      is_vamp: 0,
    });
    await newcomer.send('PUT', `/league_members/updateRole/${leagueId}/${newcomer.userId}`, {
      role: 'player',
    });
  }
  const members = await commish.get<LeagueMember[]>(
    `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
  );
  expect(members.filter((member) => member.role !== 'invited')).toHaveLength(10);
}

beforeAll(async () => {
  product = await startProduct();
  await readyLeague();
  const pages = attackPages(product.apiUrl, `/leagues/activate/${leagueId}/${commishMemberId}`);
  hostile = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (!page) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => hostile.listen(TEST_PORTS.hostile, 'localhost', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => hostile?.close(resolve));
  await product?.stop();
});

describe('A page of another origin, visited by a signed-in commissioner', () => {
  it('can neither activate his league nor log him out with his cookie', async () => {
    const page = await product.newPage();
    await loginAs(page, 'commish', { league: null });

    await page.goto(`http://localhost:${TEST_PORTS.hostile}/activate`);
    // The form's POST reached the api (the browser shows its answer) and was refused.
    await page.waitForURL(`${product.apiUrl}/leagues/activate/**`);
    const answer = JSON.parse((await page.textContent('body')) ?? '{}') as { message?: string };
    expect(answer.message).toBe(MESSAGES.crossOriginRefused);

    const league = await commish.get<{ is_active: number }>(`/leagues/getLeagueById/${leagueId}`);
    expect(league.is_active).toBe(0);

    await page.goto(`http://localhost:${TEST_PORTS.hostile}/logout`);
    await page.waitForFunction(() => document.title === 'sent');

    // Still signed in: the shell's own pages work with the same cookie.
    await page.goto(shellUrl('/landing'));
    await page.getByRole('button', { name: `${LEAGUE_NAME} (Commissioner)` }).waitFor();
    expect(page.url()).toBe(shellUrl('/landing'));
  });
});
