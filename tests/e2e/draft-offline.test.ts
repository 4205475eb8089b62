import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  DEFAULT_WAIVER_RULES,
  type DraftAvailablePlayer,
  type DraftRoom,
  type LeagueMember,
  type LeagueTransaction,
} from '@fangtasy/shared/domain';
import { sessionsOn, type ApiSession } from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { activatingBeforeWeek9Kickoff } from '../support/server-clock';

// An offline draft (decision 066): the league drafted around a table, and the commissioner enters
// the results from his desktop — he chooses an offline draft in the room and uploads the file;
// a first file with a wrong row is refused with the row named and nothing written. alice then
// sees her picks on the board and, once the league is active, on My Team at phone size without
// sideways scroll. The league, its members and the file's contents come over the api; the file
// has its own api on a new demo database.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LEAGUE_NAME = `Offline League ${Date.now().toString(36)}`;
const ROSTER = {
  ...DEFAULT_ROSTER_RULES,
  quarterback_count: 0,
  running_back_count: 1,
  wide_receiver_count: 1,
  tight_end_count: 0,
  flex_count: 0,
  bench_count: 0,
  ir_count: 0,
  max_roster_size: 2,
};
/** The first round's order, as the league drew it around the table. */
const ORDER = ['alice', 'bob', 'carmen', 'dmitri', 'elena', 'frank', 'grace', 'vlad', 'mina'];

let api: DemoApi;
let product: RunningProduct;
let commish: ApiSession;
let leagueId: number;
let members: LeagueMember[];

const memberOf = (username: string) => members.find((member) => member.username === username)!;

beforeAll(async () => {
  api = await startDemoApi({ fresh: true, env: { ENABLE_TEST_CLOCK: '1' } });
  product = await startProduct({ apiUrl: api.url });
  const sessionOf = sessionsOn(api.url);
  commish = await sessionOf('commish');
  ({ league_id: leagueId } = await commish.send<{ league_id: number }>('POST', '/leagues/create', {
    name: LEAGUE_NAME,
    regular_roster_rules: ROSTER,
    vampire_roster_rules: ROSTER,
    scoring_rules: DEFAULT_SCORING_RULES,
    waiver_rules: DEFAULT_WAIVER_RULES,
    trade_rules: DEFAULT_TRADE_RULES,
  }));
  for (const username of ORDER) {
    const session = await sessionOf(username);
    await commish.send('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: session.userId,
      role: 'invited',
      is_vamp: 0,
      team_name: null,
      remaining_faab_budget: null,
    });
    await session.send('PUT', `/league_members/updateRole/${leagueId}/${session.userId}`, {
      role: 'player',
    });
  }
  members = await commish.get<LeagueMember[]>(
    `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
  );
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

const teamNameOf = (username: string) => memberOf(username).team_name ?? username;

/** The best ranked players at a position, as the api ranks them. */
const best = async (position: 'RB' | 'WR') =>
  (
    await commish.get<DraftAvailablePlayer[]>(
      `/drafts/getAvailablePlayers/${leagueId}?position=${position}&limit=10`,
    )
  ).map((player) => player.player_name);

/** The whole draft as the league wrote it down: a snake of two rounds, RBs then WRs. */
async function resultsFile(): Promise<{ csv: string; picks: Map<string, string[]> }> {
  const order = [...ORDER, 'commish'];
  const [rbs, wrs] = [await best('RB'), await best('WR')];
  const picks = new Map(order.map((username) => [username, [] as string[]]));
  const lines = ['round,pick,team,player,position'];
  const quoted = (text: string) => (text.includes(',') ? `"${text}"` : text);
  order.forEach((username, index) => {
    picks.get(username)!.push(rbs[index]!);
    lines.push(`1,${index + 1},${quoted(teamNameOf(username))},${quoted(rbs[index]!)},RB`);
  });
  [...order].reverse().forEach((username, index) => {
    picks.get(username)!.push(wrs[index]!);
    lines.push(`2,${index + 1},${quoted(teamNameOf(username))},${quoted(wrs[index]!)},WR`);
  });
  return { csv: `${lines.join('\n')}\n`, picks };
}

async function openRoom(username: string, size: typeof PHONE): Promise<Page> {
  const page = await product.newPage();
  collectPageErrors(page);
  await page.setViewportSize(size);
  await loginAs(page, username, { league: LEAGUE_NAME });
  await navigateInApp(page, '/draft');
  await page.getByRole('heading', { level: 1, name: 'Draft Room' }).waitFor();
  return page;
}

const fileOf = (csv: string) => ({
  name: 'draft.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(csv, 'utf8'),
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('an offline draft entered by the commissioner', () => {
  let picks: Map<string, string[]>;
  let alicePage: Page;

  it('the commissioner uploads the results at desktop size: a bad row refused, then the draft complete', async () => {
    const results = await resultsFile();
    picks = results.picks;
    const page = await openRoom('commish', DESKTOP);
    await page.getByRole('radio', { name: 'Offline: I enter the results' }).click();
    const upload = page.getByRole('region', { name: 'Upload the draft results' });
    await upload.waitFor();
    // The same controls fit a phone: no sideways scroll at 390 px.
    const phone = await openRoom('commish', PHONE);
    await phone.getByRole('region', { name: 'Upload the draft results' }).waitFor();
    await phone.getByRole('region', { name: 'Commissioner' }).waitFor();
    expect(await sideways(phone)).toBe(false);
    await phone.close();

    // Row 3 names a team the league does not have: refused, with its row, nothing written.
    const lines = results.csv.split('\n');
    lines[2] = lines[2]!.replace(teamNameOf('bob'), 'Nobody FC');
    await upload.getByLabel('Results file (CSV)').setInputFiles(fileOf(lines.join('\n')));
    await upload.getByRole('button', { name: 'Upload results' }).click();
    const problems = upload.getByRole('list', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.textContent(), { timeout: 15_000 })
      .toContain('Row 3: no team named "Nobody FC" in the league.');
    expect((await commish.get<DraftRoom>(`/drafts/getDraft/${leagueId}`)).status).toBe(
      'not_started',
    );

    await upload.getByLabel('Results file (CSV)').setInputFiles(fileOf(results.csv));
    await upload.getByRole('button', { name: 'Upload results' }).click();
    await page.getByText('The draft is complete.').waitFor({ timeout: 15_000 });
    const room = await commish.get<DraftRoom>(`/drafts/getDraft/${leagueId}`);
    expect(room.status).toBe('complete');
    expect(room.picks).toHaveLength(20);
    expect(room.order.map((team) => team.username)).toEqual([...ORDER, 'commish']);
  });

  it('alice sees her picks at phone size, the league activates, and My Team shows them', async () => {
    alicePage = await openRoom('alice', PHONE);
    const board = alicePage.getByRole('region', { name: 'Board' });
    for (const name of picks.get('alice')!)
      await expect.poll(() => board.textContent(), { timeout: 15_000 }).toContain(name);
    expect(await sideways(alicePage)).toBe(false);

    await activatingBeforeWeek9Kickoff(
      () => commish.send('POST', `/leagues/activate/${leagueId}/${memberOf('commish').id}`),
      api.url,
    );
    await navigateInApp(alicePage, '/roster');
    await alicePage.getByRole('heading', { level: 1, name: 'My Team' }).waitFor();
    for (const name of picks.get('alice')!) await alicePage.getByText(name).first().waitFor();
    expect(await sideways(alicePage)).toBe(false);

    const log = await commish.get<LeagueTransaction[]>(`/transactions/getByLeagueId/${leagueId}`);
    const drafted = log.filter((row) => row.reason?.startsWith('Drafted: '));
    expect(drafted).toHaveLength(20);
    expect(drafted.find((row) => row.player_name === picks.get('alice')![0])?.reason).toBe(
      'Drafted: round 1, pick 1 (1 overall)',
    );
  });
});
