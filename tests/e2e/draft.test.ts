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

// A league's season from its draft: the commissioner's new league of the ten demo accounts (a
// league has ten teams), a snake of two rounds (one RB and one WR a team, no bench), 30 s a pick.
// Three members and the commissioner draft in their rooms — alice and carmen on phones, bob and
// the commissioner on desktops — each seeing the others' picks arrive; the commissioner starts
// the draft from his room, carmen switches herself to autopick after her first pick, and the six
// others are on autopick from the start. The rosters and the log show the picks and the league
// activates. Set-up that is not the story (the league, the invitations, the settings) goes over
// the api; the file has its own api on a new demo database.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LEAGUE_NAME = `Draft League ${Date.now().toString(36)}`;
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
/** On autopick from the start: picked for as soon as on the clock. */
const AUTOPICK = ['dmitri', 'elena', 'frank', 'grace', 'vlad', 'mina'];
/**
 * The first round's order: the four who draft in their rooms first; the snake runs back in round
 * 2, the commissioner at 17, carmen (on autopick by then) at 18, bob and alice last.
 */
const ORDER = ['alice', 'bob', 'carmen', 'commish', ...AUTOPICK];

let api: DemoApi;
let product: RunningProduct;
let sessionOf: (username: string) => Promise<ApiSession>;
let commish: ApiSession;
let leagueId: number;
let members: LeagueMember[];
let alicePage: Page;
let bobPage: Page;
let carmenPage: Page;
let commishPage: Page;

const memberOf = (username: string) => members.find((member) => member.username === username)!;

beforeAll(async () => {
  api = await startDemoApi({ fresh: true, env: { ENABLE_TEST_CLOCK: '1' } });
  product = await startProduct({ apiUrl: api.url });
  sessionOf = sessionsOn(api.url);
  commish = await sessionOf('commish');
  ({ league_id: leagueId } = await commish.send<{ league_id: number }>('POST', '/leagues/create', {
    name: LEAGUE_NAME,
    regular_roster_rules: ROSTER,
    vampire_roster_rules: ROSTER,
    scoring_rules: DEFAULT_SCORING_RULES,
    waiver_rules: DEFAULT_WAIVER_RULES,
    trade_rules: DEFAULT_TRADE_RULES,
  }));
  for (const username of ORDER.filter((name) => name !== 'commish')) {
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
  await commish.send('PUT', `/drafts/updateSettings/${leagueId}`, {
    type: 'snake',
    order_mode: 'commissioner',
    order: ORDER.map((username) => memberOf(username).id),
    pick_seconds: 30,
    overnight_pause: false,
  });
  for (const username of AUTOPICK)
    await (
      await sessionOf(username)
    ).send('PUT', `/drafts/setAutopick/${leagueId}`, {
      autopick: true,
    });
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

/** The best ranked player still to draft at a position, as the api ranks them. */
async function bestAvailable(position: 'RB' | 'WR'): Promise<string> {
  const [best] = await commish.get<DraftAvailablePlayer[]>(
    `/drafts/getAvailablePlayers/${leagueId}?position=${position}&limit=1`,
  );
  return best!.player_name;
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

/** The board (a grid on the desktop, a list by round on the phone): every pick made so far. */
const board = (page: Page) => page.getByRole('region', { name: 'Board' });
/** Until the page shows `name` on its board (generous: a loaded machine, never a timing). */
const boardShows = (page: Page, name: string | undefined) =>
  expect.poll(() => board(page).textContent(), { timeout: 15_000 }).toContain(name);
const onTheClock = (page: Page) => page.getByText('You are on the clock: draft a player.');

/**
 * The member of `page` drafts the best ranked player left at `position` once his room puts him on
 * the clock, and the other member's room shows the pick on its board without a reload.
 */
async function draftBest(page: Page, position: 'RB' | 'WR', watching: Page): Promise<string> {
  await onTheClock(page).waitFor();
  const name = await bestAvailable(position);
  await page.getByRole('button', { name: `Draft ${name}`, exact: true }).click();
  await boardShows(watching, name);
  return name;
}

/** The rooms of the four who draft in them: each pick must reach every one of them. */
const rooms = () => [alicePage, bobPage, carmenPage, commishPage];

describe('a live draft from the rooms to the activated league', () => {
  const picked = {
    alice: [] as string[],
    bob: [] as string[],
    carmen: [] as string[],
    commish: [] as string[],
  };

  it('alice and carmen (phones), bob and the commissioner (desktops) draft in turn, each seeing the others’ picks arrive; carmen turns to autopick', async () => {
    alicePage = await openRoom('alice', PHONE);
    bobPage = await openRoom('bob', DESKTOP);
    carmenPage = await openRoom('carmen', PHONE);
    commishPage = await openRoom('commish', DESKTOP);

    // The commissioner starts the draft in his room: alice's open room puts her on the clock.
    await commishPage.getByRole('button', { name: 'Start draft' }).click();
    await onTheClock(alicePage).waitFor();

    picked.alice.push(await draftBest(alicePage, 'RB', carmenPage));
    picked.bob.push(await draftBest(bobPage, 'RB', alicePage));
    picked.carmen.push(await draftBest(carmenPage, 'RB', commishPage));
    // Her first pick made, carmen leaves the rest to the autopick from her phone.
    // The switch shows what the server holds: ticked once her room has the answer.
    const autopick = carmenPage.getByRole('checkbox', { name: 'Autopick my team' });
    await autopick.click();
    await expect.poll(() => autopick.isChecked(), { timeout: 15_000 }).toBe(true);
    picked.commish.push(await draftBest(commishPage, 'RB', bobPage));
    // Picks 5 to 16 are the autopick's; then the commissioner's turn again, carmen's (autopick),
    // bob's and alice's last.
    picked.commish.push(await draftBest(commishPage, 'WR', carmenPage));
    picked.bob.push(await draftBest(bobPage, 'WR', alicePage));
    picked.alice.push(await draftBest(alicePage, 'WR', bobPage));
    for (const page of rooms()) await page.getByText('The draft is complete.').waitFor();
    for (const page of rooms())
      for (const name of Object.values(picked).flat()) await boardShows(page, name);
    const room = await commish.get<DraftRoom>(`/drafts/getDraft/${leagueId}`);
    expect(room.picks.map((pick) => pick.made_by)).toEqual([
      ...Array<string>(4).fill('member'),
      ...Array<string>(12).fill('autopick'),
      'member',
      'autopick',
      'member',
      'member',
    ]);
    // carmen's second pick is a WR the autopick chose for her: her roster's one empty slot.
    const carmensPicks = room.picks.filter(
      (pick) => pick.league_member_id === memberOf('carmen').id,
    );
    expect(carmensPicks.map((pick) => pick.made_by)).toEqual(['member', 'autopick']);
  });

  it('the league activates, and My Team and the log show the picks', async () => {
    await activatingBeforeWeek9Kickoff(
      () => commish.send('POST', `/leagues/activate/${leagueId}/${memberOf('commish').id}`),
      api.url,
    );

    // My Team opens for an active league only: alice's two picks on her roster (phone), the
    // commissioner's on his (desktop).
    for (const [page, username] of [
      [alicePage, 'alice'],
      [commishPage, 'commish'],
    ] as const) {
      await navigateInApp(page, '/roster');
      await page.getByRole('heading', { level: 1, name: 'My Team' }).waitFor();
      for (const name of picked[username]) await page.getByText(name).first().waitFor();
    }

    // The log: every pick an add with its place in the draft; the page lists the latest of them.
    const log = await commish.get<LeagueTransaction[]>(`/transactions/getByLeagueId/${leagueId}`);
    const drafted = log.filter((row) => row.reason?.startsWith('Drafted: '));
    expect(drafted).toHaveLength(20);
    const reasonOf = (name: string) => drafted.find((row) => row.player_name === name)?.reason;
    expect(reasonOf(picked.alice[0]!)).toBe('Drafted: round 1, pick 1 (1 overall)');
    expect(reasonOf(picked.bob[0]!)).toBe('Drafted: round 1, pick 2 (2 overall)');
    expect(reasonOf(picked.carmen[0]!)).toBe('Drafted: round 1, pick 3 (3 overall)');
    expect(reasonOf(picked.commish[0]!)).toBe('Drafted: round 1, pick 4 (4 overall)');
    expect(reasonOf(picked.commish[1]!)).toBe('Drafted: round 2, pick 7 (17 overall)');
    expect(reasonOf(picked.bob[1]!)).toBe('Drafted: round 2, pick 9 (19 overall)');
    expect(reasonOf(picked.alice[1]!)).toBe('Drafted: round 2, pick 10 (20 overall)');
    await navigateInApp(bobPage, '/waivers');
    const shown = bobPage.getByRole('table', { name: 'Recent Transactions' });
    await shown.waitFor();
    const latest = drafted[0]!.player_name;
    await expect.poll(() => shown.textContent(), { timeout: 15_000 }).toContain(latest);
  });
});
