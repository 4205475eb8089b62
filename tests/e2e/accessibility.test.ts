import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canPlayInSlotCode,
  slotKindOf,
  type MyTeam,
  type MyTeamPlayer,
} from '@fangtasy/shared/domain';
import { auditScreen, describeAudit } from '../support/accessibility';
import { apiSessionFor, demoLeagueIdOf } from '../support/api-session';
import { createInactiveLeague } from '../support/inactive-league';
import { DEMO_LEAGUE, loginAs, navigateInApp, shellUrl } from '../support/login';
import { startProduct, type RunningProduct } from '../support/product';
import { resetServerClock, setServerClock } from '../support/server-clock';

// Every screen of the spec, logged out and logged in, through axe-core in Chromium (WCAG 2.0/2.1
// A and AA plus best practices): no serious or critical violation, and every control named; then
// My Team run from the keyboard alone. Nothing here changes league state for other files: modals
// and the wizard are opened and cancelled, the clock is moved to a claims day and back (as the
// waiver journeys do), and bob (whose roster no other file reads) ends with the lineup he had.

/** Tuesday of week 10, 10 AM Eastern: before the waiver day, so the wire takes claims. */
const WEEK_10_TUESDAY = '2025-11-04T15:00:00Z';
const NIGHTFALL = 'Nightfall League';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await resetServerClock();
  await product?.stop();
});

/** Every screen is audited at both sizes the product is built for: a desktop, then a phone. */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * A fresh browser page for audits, at the desktop size the journeys below are written for.
 * Reduced motion turns the banners' fade into a switch, so axe sees a message whole or not at
 * all, never caught half-faded.
 */
async function auditPage() {
  const page = await product.newPage();
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** Resizes the viewport and lets the page lay itself out again (two frames). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Audits the page as it stands at 1280 × 800, then the same state at 390 × 844 (the layout a
 * phone gets: collapsed navigation, stacked cards), and returns to the desktop size for the
 * journey's next step. A failure names the screen, the size, each rule and each element.
 */
async function expectAccessible(page: Page, screen: string) {
  for (const [label, size] of [
    ['1280×800', DESKTOP],
    ['390×844', PHONE],
  ] as const) {
    await resize(page, size);
    const audit = await auditScreen(page, `${screen} at ${label}`);
    expect.soft(describeAudit(audit), `${screen} at ${label} is accessible`).toBe('');
  }
  await resize(page, DESKTOP);
}

/** Waits until no loading line is left on the page (remote pages, tables, dialogs). */
const settled = (page: Page) =>
  page.waitForFunction(() => !/Loading\b[^\n]*\.\.\./.test(document.body.innerText), null, {
    timeout: 30_000,
  });

/** Opens a route the way the app does after its first load, and waits for its heading. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await navigateInApp(page, path);
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await settled(page);
}

const isStarter = (player: MyTeamPlayer) =>
  !['BENCH', 'IR'].includes(slotKindOf(player.roster_position) ?? '');

const demoMembership = async (username: string) => {
  const session = await apiSessionFor(username);
  return { session, leagueId: await demoLeagueIdOf(session) };
};

describe('every screen meets WCAG 2.1 AA in axe-core, every control has a name', () => {
  it('logged out: login, register, their errors, and the crash screen', async () => {
    const page = await auditPage();
    await page.goto(shellUrl('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await expectAccessible(page, '/login');

    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid username or password.').waitFor();
    await expectAccessible(page, '/login with a refused login');

    await page.getByRole('link', { name: "Don't have an account? Register" }).click();
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await expectAccessible(page, '/register');

    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').first().waitFor();
    await expectAccessible(page, '/register with a refused form');

    // An uncaught window error replaces the whole application (rules §2).
    await page.evaluate(() =>
      window.dispatchEvent(new ErrorEvent('error', { message: 'a stray error' })),
    );
    await page.getByText('Something went wrong. Please refresh the page.').waitFor();
    await expectAccessible(page, 'the global error screen');
  });

  it('a member: landing, dashboard, team, budget, My Team and its modals, matchups, schedule, standings, waivers, league info', async () => {
    const { session, leagueId } = await demoMembership('bob');
    const team = await session.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);
    const starter = team.players.find((player) => !player.is_locked && isStarter(player));
    if (!starter) throw new Error('bob has no starter whose game is still to come');

    const page = await auditPage();
    await loginAs(page, 'bob', { league: null });
    await page.getByRole('heading', { name: 'Your Leagues' }).waitFor();
    await expectAccessible(page, '/landing (member)');

    await page.getByRole('button', { name: new RegExp(`^${DEMO_LEAGUE}`) }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Active League Overview').waitFor();
    await settled(page);
    await expectAccessible(page, '/dashboard (active league)');

    for (const [menu, lastLink] of [
      ['Waivers', 'Active Waiver Claims'],
      ['League Info', 'Waiver Rules'],
    ] as const) {
      await page.getByRole('button', { name: menu }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: lastLink })
        .waitFor();
      await expectAccessible(page, `the ${menu} menu, open`);
      await page.keyboard.press('Escape');
    }

    await visit(page, '/edit-team-info', 'Edit Team Information');
    await expectAccessible(page, '/edit-team-info');
    await visit(page, '/budget', 'Free-Agent Budget');
    await expectAccessible(page, '/budget');

    await visit(page, '/roster', 'My Team');
    await page.getByRole('table', { name: 'My Team roster' }).waitFor();
    await expectAccessible(page, '/roster');
    const card = page.getByRole('button', { name: new RegExp(`^${starter.player_name}`) });
    await card.click();
    await page.locator('tr[data-valid-target]').first().waitFor();
    await expectAccessible(page, '/roster with a player selected and his targets shown');
    await card.click();
    const info = page.getByRole('dialog', { name: 'Player Information' });
    await info.waitFor();
    await expectAccessible(page, 'the Player Information modal');
    await info.getByRole('button', { name: 'Move to Bench' }).click();
    const confirmBench = page.getByRole('dialog', { name: 'Confirm Move to Bench' });
    await confirmBench.waitFor();
    await expectAccessible(page, 'the Confirm Move to Bench modal');
    await confirmBench.getByRole('button', { name: 'Cancel' }).click();
    await card.click();
    await card.click();
    await info.getByRole('button', { name: 'Drop Player' }).click();
    const confirmDrop = page.getByRole('dialog', { name: 'Confirm Drop Player' });
    await confirmDrop.waitFor();
    await expectAccessible(page, 'the Confirm Drop Player modal');
    await confirmDrop.getByRole('button', { name: 'Cancel' }).click();
    await confirmDrop.waitFor({ state: 'detached' });

    await visit(page, '/matchups', `${DEMO_LEAGUE} Matchups`);
    await page.getByRole('table', { name: 'Starters, slot by slot' }).waitFor();
    await expectAccessible(page, '/matchups');
    await visit(page, '/league-member-schedule', 'League Schedule');
    await page.getByRole('table', { name: / schedule$/ }).waitFor();
    await expectAccessible(page, '/league-member-schedule');
    await visit(page, '/standings', 'Standings');
    await page.getByRole('table', { name: 'Standings' }).waitFor();
    await expectAccessible(page, 'standings');

    await visit(page, '/waivers', 'Add Players from Waivers');
    await page.getByRole('table', { name: 'Free Agents' }).waitFor();
    await expectAccessible(page, '/waivers (direct adds)');
    await page
      .getByRole('table', { name: 'Free Agents' })
      .getByTestId('player-name')
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByTestId('weekly-chart').waitFor();
    await expectAccessible(page, 'the player sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Add Player: / })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: /^Add / });
    await add.waitFor();
    await expectAccessible(page, 'the direct-add modal');
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'detached' });

    await visit(page, '/league-member-roster', 'League Rosters');
    await page.getByRole('table', { name: / roster$/ }).waitFor();
    await expectAccessible(page, '/league-member-roster');
    await visit(page, '/scoring-rules', 'Scoring Rules');
    await page.getByRole('table').first().waitFor();
    await expectAccessible(page, '/scoring-rules');
    await visit(page, '/roster-rules', 'Roster Rules');
    await page.getByRole('table', { name: 'Regular Player Roster Rules' }).waitFor();
    await expectAccessible(page, '/roster-rules');
    await visit(page, '/waiver-rules', 'Waiver Rules');
    await page.getByRole('table').first().waitFor();
    await expectAccessible(page, '/waiver-rules');
    // The bracket before seeding (the demo clock is in week 9) and the league's history with a
    // season's standings open; the seeded and complete bracket are audited in season-end.test.ts.
    await visit(page, '/bracket', 'Playoff Bracket');
    await page.getByText('Seeding order:').waitFor();
    await expectAccessible(page, '/bracket (not seeded)');
    await visit(page, '/league-history', 'League History');
    await page.getByRole('button', { name: 'Show standings 2025' }).click();
    await page.getByRole('table', { name: 'Final standings 2025' }).waitFor();
    await expectAccessible(page, "/league-history (a season's standings open)");

    // Open to any member; the screen itself turns a non-commissioner away.
    await visit(page, '/activate-league', 'Activate League');
    await expectAccessible(page, '/activate-league (member)');
  });

  it('a vampire member: landing, and My Team with the vampire message', async () => {
    const page = await auditPage();
    await loginAs(page, 'vlad', { league: null });
    await page.getByRole('button', { name: `${DEMO_LEAGUE} (Member, Vampire Player)` }).waitFor();
    await expectAccessible(page, '/landing (vampire member)');
    await page.getByRole('button', { name: new RegExp(`^${DEMO_LEAGUE}`) }).click();
    await page.waitForURL('**/dashboard');

    await visit(page, '/roster', 'My Team');
    await page
      .getByText('Vampire league member detected. Special roster rules may apply.')
      .waitFor();
    await expectAccessible(page, '/roster (vampire member, with the message)');
  });

  it('a user with only an invitation to a league', async () => {
    const page = await auditPage();
    await loginAs(page, 'nora', { league: null });
    await page.getByRole('button', { name: `Accept invitation to ${NIGHTFALL}` }).waitFor();
    await expectAccessible(page, '/landing (an invitation, no league)');
  });

  it('the commissioner: the create-league wizard, add member, add player, activate, the inactive league', async () => {
    const page = await auditPage();
    await loginAs(page, 'commish', { league: null });
    await page.getByRole('link', { name: 'Create a New League' }).waitFor();
    await expectAccessible(page, '/landing (commissioner, may create leagues)');

    await page.getByRole('link', { name: 'Create a New League' }).click();
    const progress = page.getByRole('progressbar', { name: 'Create League progress' });
    await progress.waitFor();
    await expectAccessible(page, '/create-league step 1: League Information');
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await page.getByText('Please fill in the league name').waitFor();
    await expectAccessible(page, '/create-league step 1 refused (no name)');
    await page.getByLabel('League Name').fill('Accessibility Audit League');
    for (const step of [
      'Step 2 of 6: Regular Roster Rules',
      'Step 3 of 6: Vampire Roster Rules',
      'Step 4 of 6: Scoring Rules',
      'Step 5 of 6: Waiver Rules',
      'Step 6 of 6: Draft',
    ]) {
      await next.click();
      await expect.poll(() => progress.getAttribute('aria-valuetext')).toBe(step);
      await expectAccessible(page, `/create-league ${step}`);
    }
    // The league is not created: the commissioner leaves the wizard for the demo league.

    await page.getByRole('link', { name: 'Fangtasy Football' }).click();
    await page.getByRole('button', { name: new RegExp(`^${DEMO_LEAGUE}`) }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Active League Overview').waitFor();
    await page.getByRole('button', { name: 'LM Tools' }).click();
    await page.getByRole('link', { name: 'Add Member to League' }).waitFor();
    await expectAccessible(page, 'the LM Tools menu, open');
    await page.keyboard.press('Escape');

    await visit(page, '/add-member-to-league', 'Add Member to League');
    await page.getByText('League is full (10 members)').waitFor();
    await expectAccessible(page, '/add-member-to-league (full league)');
    await visit(page, '/add-player-to-team', 'Add Player to Team');
    await page.getByRole('table', { name: 'Available players' }).waitFor();
    await expectAccessible(page, '/add-player-to-team');
    const memberSelect = page.getByLabel('League Member');
    await memberSelect.selectOption({ index: 1 });
    await page.getByRole('table', { name: /^Roster Preview/ }).waitFor();
    await page.getByRole('table', { name: 'Available players' }).getByRole('radio').first().check();
    await settled(page);
    await expectAccessible(page, '/add-player-to-team with a member and a player chosen');
    await visit(page, '/activate-league', 'Activate League');
    await expectAccessible(page, '/activate-league (an active league)');
    await visit(page, '/renew-league', 'Renew League');
    await page.getByText(/can be renewed once its season is complete/).waitFor();
    await expectAccessible(page, '/renew-league (the season not complete)');
    await visit(page, '/edit-league-rules', 'Edit League Rules');
    await expectAccessible(page, '/edit-league-rules (an active league: locked)');

    await page.getByRole('link', { name: 'Fangtasy Football' }).click();
    await page.getByRole('button', { name: new RegExp(`^${NIGHTFALL}`) }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('League Not Active').waitFor();
    await expectAccessible(page, '/dashboard (inactive league)');
    await visit(page, '/add-member-to-league', 'Add Member to League');
    await page.getByText('League is full (10 members)').waitFor();
    await page.getByRole('region', { name: 'Pending Invitations' }).waitFor();
    await expectAccessible(page, '/add-member-to-league (an invitation holds the last spot)');

    // A league with spots left: the commissioner's own new one.
    const roomy = 'Accessibility Spots League';
    await createInactiveLeague(roomy);
    await page.getByRole('link', { name: 'Fangtasy Football' }).click();
    await page.getByRole('button', { name: new RegExp(`^${roomy}`) }).click();
    await page.waitForURL('**/dashboard');
    await visit(page, '/add-member-to-league', 'Add Member to League');
    await page.getByText(/spot\(s\) left in the league/).waitFor();
    await page.getByLabel('Username').fill('nora');
    await page.getByRole('button', { name: 'Check Username' }).click();
    await page.getByText(/^User found: /).waitFor();
    await expectAccessible(page, '/add-member-to-league (a user found, not yet invited)');
    await visit(page, '/activate-league', 'Activate League');
    await page.getByText(/^League has \d+ valid members/).waitFor();
    await expectAccessible(page, '/activate-league (not ready)');
  });

  it('trades: the trade centre with an offer, its answer sheet, and the counter-offer builder', async () => {
    await resetServerClock();
    // An offer of the test's own from alice to bob (a player of hers whose game is still to
    // come), withdrawn again at the end: the demo's offer may have expired on the shared clock.
    const { session: alice, leagueId } = await demoMembership('alice');
    const team = await alice.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);
    const sent = team.players.find((player) => player.is_rostered === 1 && !player.is_locked);
    const bobMember = (
      await alice.get<{ id: number; username: string }[]>(
        `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
      )
    ).find((member) => member.username === 'bob');
    if (!sent || !bobMember) throw new Error('no player of alice free to offer bob');
    const offer = await alice.send<{ id: number }>('POST', '/trades/propose', {
      league_id: leagueId,
      league_member_id: team.member.id,
      to_league_member_id: bobMember.id,
      send_player_ids: [sent.player_id],
    });
    try {
      const page = await auditPage();
      await loginAs(page, 'bob');
      await visit(page, '/trades', 'Trades');
      const card = page.locator(`[data-testid="trade-offer"][data-offer-id="${offer.id}"]`);
      await card.waitFor();
      await expectAccessible(page, '/trades (an offer to answer)');
      await card.getByRole('button', { name: 'Accept' }).click();
      const sheet = page.getByRole('dialog', { name: 'Accept Trade' });
      await sheet.getByRole('button', { name: 'Accept Trade' }).waitFor();
      await settled(page);
      await expectAccessible(page, 'the Accept Trade sheet');
      await sheet.getByRole('button', { name: 'Cancel' }).click();
      await card.getByRole('button', { name: 'Counter' }).click();
      await page.getByRole('group', { name: 'You send' }).waitFor();
      await settled(page);
      await expectAccessible(page, '/trades counter-offer (the two rosters)');
    } finally {
      await alice.send('POST', `/trades/withdraw/${offer.id}`);
    }
  });

  it('the vampire bite once a week has ended: the dashboard card, the bite screen, its choice and the pass sheet', async () => {
    // At Tuesday of week 10 week 9 is final: its vampire winner holds a right on any run's clock.
    await setServerClock(WEEK_10_TUESDAY);
    try {
      const { session, leagueId } = await demoMembership('grace');
      const rights = await session.get<
        { id: number; status: string; vampire_member_id: number; deadline_at: string }[]
      >(`/bites/getBiteRightsByLeagueId/${leagueId}`);
      const open = rights.find(
        (right) =>
          right.status === 'open' && new Date(right.deadline_at) > new Date(WEEK_10_TUESDAY),
      );
      const members = await session.get<{ id: number; username: string }[]>(
        `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
      );
      const vampire = members.find((member) => member.id === open?.vampire_member_id);
      if (!open || !vampire) throw new Error('no vampire holds a bite right after week 9');

      const page = await auditPage();
      await loginAs(page, vampire.username);
      await page.getByRole('region', { name: 'Vampire Bite' }).waitFor();
      await expectAccessible(page, '/dashboard (a vampire with a bite to take)');
      await visit(page, '/bite', 'Vampire Bite');
      await expectAccessible(page, '/bite (the rights)');
      await visit(page, `/bite?right=${open.id}`, 'Vampire Bite');
      await page.getByRole('radio').first().waitFor();
      await page.locator('input[type="radio"]:not([disabled])').first().check();
      await expectAccessible(page, '/bite (a target chosen)');
      await page.getByRole('button', { name: 'Pass' }).click();
      const sheet = page.getByRole('dialog', { name: 'Pass on This Bite' });
      await sheet.waitFor();
      await expectAccessible(page, 'the Pass on This Bite sheet');
      await sheet.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await resetServerClock();
    }
  });

  it('before the waiver day: the claim modal, the active claims and the claim editor', async () => {
    const { session: bob, leagueId } = await demoMembership('bob');
    await setServerClock(WEEK_10_TUESDAY);
    try {
      const page = await auditPage();
      await loginAs(page, 'bob');
      await visit(page, '/waivers', 'Add Players from Waivers');
      await page
        .getByRole('button', { name: /^Place Claim: / })
        .first()
        .click();
      const claim = page.getByRole('dialog', { name: /^Claim / });
      const bid = claim.getByLabel('FAAB Bid ($)');
      await bid.waitFor();
      await expectAccessible(page, 'the claim modal: the bid');
      await bid.fill('1');
      const next = claim.getByRole('button', { name: 'Next' });
      if (await next.count()) {
        await next.click();
        await claim.getByLabel('Player to Drop').selectOption({ index: 1 });
        await expectAccessible(page, 'the claim modal: the player to drop');
      }
      await claim.getByRole('button', { name: 'Submit Claim' }).click();
      await claim.getByText('Waiver claim created successfully.').waitFor();
      await claim.waitFor({ state: 'detached', timeout: 5_000 });

      await visit(page, '/active-waiver-claims', /Active Waiver Claims$/);
      await page.getByRole('table', { name: 'Active Waiver Claims' }).waitFor();
      await expectAccessible(page, '/active-waiver-claims');
      // The editor opens from the keyboard as well as by clicking the row.
      const edit = page.getByRole('button', { name: /^Edit Claim: / });
      await edit.focus();
      await page.keyboard.press('Enter');
      const editor = page.getByRole('dialog', { name: /^Edit Claim: / });
      await editor.getByLabel('FAAB Bid ($)').waitFor();
      await expectAccessible(page, 'the claim editor');
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
      expect(await edit.evaluate((element) => element === document.activeElement)).toBe(true);
      // The claim goes again, so no waiver run awards it.
      await page.getByRole('button', { name: /^Delete Claim: / }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('No active waiver claims available').waitFor();
      await expectAccessible(page, '/active-waiver-claims (none)');
    } finally {
      const member = await bob.get<{ id: number }>(
        `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${bob.userId}`,
      );
      const left = await bob.get<{ id: number }[]>(
        `/waiver_claims/getWaiverClaimsByLeagueMemberId/${member.id}?is_active=1`,
      );
      for (const { id } of left) await bob.send('DELETE', `/waiver_claims/delete/${id}`);
      await resetServerClock();
    }
  });

  it('the fallbacks: a remote page loading, and a remote that is down', async () => {
    const page = await auditPage();
    await loginAs(page, 'bob');
    // Hold the remote's manifest back: the shell shows its loading line meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${product.remoteUrl('mf-league-info')}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, '/scoring-rules');
    await page.getByText('Loading scoring rules...').waitFor();
    await expectAccessible(page, 'a remote page loading');
    release();
    await page.getByRole('heading', { level: 1, name: 'Scoring Rules' }).waitFor();

    await product.stopRemote('mf-matchups');
    try {
      await navigateInApp(page, '/matchups');
      await page.getByText('Matchups is unavailable right now.').waitFor();
      await expectAccessible(page, 'a remote that is down (Retry)');
    } finally {
      await product.startRemote('mf-matchups');
    }
  });
});

/**
 * Presses Tab until `target` has focus — Shift+Tab when it comes before the focused element —
 * and fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  const backwards = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      (element.compareDocumentPosition(document.activeElement) &
        Node.DOCUMENT_POSITION_FOLLOWING) !==
        0,
  );
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of ${key} never reached ${target.toString()}`);
}

/** Whether an element has focus and shows it: the focus-visible outline of the theme. */
const showsFocus = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element === document.activeElement &&
      element.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2
    );
  });

const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

describe('the roster from the keyboard alone', () => {
  it('a member swaps a bench player in, benches a starter through the modal and puts his lineup back', async () => {
    const { session: bob, leagueId } = await demoMembership('bob');
    const before = await bob.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);
    const free = before.players.filter((player) => !player.is_locked);
    // A bench player who may take an unlocked starter's slot: neither game has kicked off.
    const pair = free
      .filter((player) => slotKindOf(player.roster_position) === 'BENCH')
      .flatMap((benched) => free.filter(isStarter).map((starter) => ({ benched, starter })))
      .find(({ benched, starter }) => canPlayInSlotCode(benched, starter.roster_position));
    if (!pair) throw new Error("bob has no bench player who may take an unlocked starter's slot");
    const { benched, starter } = pair;
    const slot = starter.roster_position;
    const positions = async () =>
      new Map(
        (await bob.get<MyTeam>(`/rostered_players/myTeam/${leagueId}`)).players.map((player) => [
          player.id,
          player.roster_position,
        ]),
      );

    const page = await product.newPage();
    try {
      await loginAs(page, 'bob');
      const roster = page.getByRole('link', { name: 'Roster' });
      await tabTo(page, roster);
      expect(await showsFocus(roster)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/roster');
      await page.getByRole('table', { name: 'My Team roster' }).waitFor();
      const cardOf = (player: MyTeamPlayer) =>
        page.locator(`button[data-player-id="${player.id}"]`);

      // Select the bench player (Enter), then the starter he replaces (Enter): they swap.
      await tabTo(page, cardOf(benched));
      expect(await showsFocus(cardOf(benched))).toBe(true);
      await page.keyboard.press('Enter');
      expect(await cardOf(benched).getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator(`tr[data-slot="${slot}"]`).getAttribute('data-valid-target')).toBe(
        'true',
      );
      await tabTo(page, cardOf(starter));
      expect(await showsFocus(cardOf(starter))).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByText('Player moved successfully.', { exact: true }).waitFor();
      expect(await page.locator(`tr[data-slot="${slot}"] td`).innerText()).toContain(
        benched.player_name,
      );
      // Focus stays with the player who moved, where he now plays.
      expect(await showsFocus(cardOf(benched))).toBe(true);
      expect((await positions()).get(benched.id)).toBe(slot);
      expect((await positions()).get(starter.id)).toBe('BENCH');

      // Space selects him, Enter on him again opens his information; Tab stays in the dialog.
      await page.keyboard.press('Space');
      expect(await cardOf(benched).getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Enter');
      const info = page.getByRole('dialog', { name: 'Player Information' });
      await info.waitFor();
      expect(await focusIsInside(info)).toBe(true);
      const stops = await info.locator('button:not([disabled])').count();
      for (let press = 0; press <= stops; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(info)).toBe(true);
      }
      for (let press = 0; press <= stops; press += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(info)).toBe(true);
      }
      // Escape closes it and hands focus back to his card.
      await page.keyboard.press('Escape');
      await info.waitFor({ state: 'detached' });
      expect(await showsFocus(cardOf(benched))).toBe(true);

      // Back to the bench through the modal and its confirmation.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await info.waitFor();
      const toBench = info.getByRole('button', { name: 'Move to Bench' });
      await tabTo(page, toBench);
      expect(await showsFocus(toBench)).toBe(true);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Confirm Move to Bench' });
      await confirm.waitFor();
      expect(await focusIsInside(confirm)).toBe(true);
      await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }));
      await page.keyboard.press('Enter');
      await page.getByText('Player moved to bench.', { exact: true }).waitFor();
      await confirm.waitFor({ state: 'detached' });
      expect(await page.locator(`tr[data-slot="${slot}"] td`).innerText()).toBe('Empty');
      expect(await showsFocus(cardOf(benched))).toBe(true);

      // The starter goes back to his slot, now empty: the lineup is as it was.
      await tabTo(page, cardOf(starter));
      await page.keyboard.press('Enter');
      const emptySlot = page.getByRole('button', {
        name: `Move ${starter.player_name} to ${slot}: Empty`,
      });
      await tabTo(page, emptySlot);
      expect(await showsFocus(emptySlot)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByText('Player moved successfully.', { exact: true }).waitFor();
      expect(await showsFocus(cardOf(starter))).toBe(true);
      expect(await positions()).toEqual(
        new Map(before.players.map((player) => [player.id, player.roster_position])),
      );
      // And the page says so after a reload.
      await page.reload();
      await page.getByRole('table', { name: 'My Team roster' }).waitFor();
      expect(await page.locator(`tr[data-slot="${slot}"] td`).innerText()).toContain(
        starter.player_name,
      );
    } finally {
      // Whatever failed, bob's lineup is put back for the files that run after this one.
      const now = await positions();
      if (now.get(starter.id) !== slot) {
        if (now.get(benched.id) === slot)
          await bob.send('POST', '/rostered_players/bench', { rostered_player_id: benched.id });
        await bob.send('POST', '/rostered_players/move', {
          league_member_id: before.member.id,
          rostered_player_id: starter.id,
          target_slot: slot,
        });
      }
    }
  });
});
