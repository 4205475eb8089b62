import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING_RULES,
  type LeagueMember,
  type Membership,
  type PlayerState,
  type Position,
  type RosterRules,
  type ScheduleEntry,
  type ScoringRules,
} from '@fangtasy/shared/domain';
import { apiSessionFor, type ApiSession } from '../support/api-session';
import { DEMO_PASSWORD, loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { activatingBeforeWeek9Kickoff } from '../support/server-clock';

// The whole life of a league, from nothing: the configured creator account (demo `commish`)
// builds it through the wizard, invites nine new users (two as vampires), they accept, the
// commissioner fills rosters, activates it, and every member plays under their own rules.

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

const RUN = Date.now().toString(36);
const LEAGUE_NAME = `Life League ${RUN}`;
/** Nine newcomers; the last two join as vampire members. */
const NEWCOMERS = [
  'Ansel',
  'Brielle',
  'Cosmo',
  'Delphine',
  'Evander',
  'Fiora',
  'Gideon',
  'Lilith',
  'Orlok',
].map((firstName, index) => ({
  username: `life_${RUN}_${index + 1}`,
  firstName,
  lastName: 'Newcomb',
  vampire: index >= 7,
}));
/** The vampire rule set the wizard gives this league: a third RB, one bench slot fewer, more FAAB. */
const VAMPIRE_RULES = { running_back_count: 3, bench_count: 5, beginning_faab: 150 };

async function register(newcomer: (typeof NEWCOMERS)[number]): Promise<void> {
  const reply = await fetch(`${product.apiUrl}/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: newcomer.username,
      email_address: `${newcomer.username}@fangtasy.test`,
      first_name: newcomer.firstName,
      last_name: newcomer.lastName,
      password: DEMO_PASSWORD,
    }),
  });
  if (!reply.ok) throw new Error(`registering ${newcomer.username}: ${await reply.text()}`);
}

/** Opens an LM Tools page the way the commissioner does, from the menu. */
async function openLmTool(page: Page, label: string, path: string) {
  await page.getByRole('button', { name: 'LM Tools' }).click();
  await page.getByRole('link', { name: label }).click();
  await page.waitForURL(`**${path}`);
}

let commish: ApiSession;
let commishPage: Page;
let pageErrors: Error[];
let leagueId: number;
const members = () =>
  commish.send<LeagueMember[]>('GET', `/league_members/getLeagueMembersByLeagueId/${leagueId}`);

describe('A league from nothing to its first schedule', () => {
  it('the configured creator account builds the league through the six-step wizard', async () => {
    await Promise.all(NEWCOMERS.map(register));
    commish = await apiSessionFor('commish');
    commishPage = await product.newPage();
    pageErrors = collectPageErrors(commishPage);
    await loginAs(commishPage, 'commish', { league: null });
    await commishPage.getByRole('link', { name: 'Create a New League' }).click();
    await commishPage.waitForURL('**/create-league');

    const page = commishPage;
    const progress = page.getByRole('progressbar', { name: 'Create League progress' });
    await progress.waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    // The first step refuses an empty name with the spec's text.
    await next.click();
    await page.getByText('Please fill in the league name').waitFor();
    await page.getByLabel('League Name').fill(LEAGUE_NAME);
    await next.click();

    expect(await progress.getAttribute('aria-valuetext')).toBe('Step 2 of 6: Regular Roster Rules');
    expect(await page.getByLabel('Max Roster Size').inputValue()).toBe('13');
    await next.click();

    expect(await progress.getAttribute('aria-valuetext')).toBe('Step 3 of 6: Vampire Roster Rules');
    await page.getByLabel('Running Backs', { exact: true }).fill('3');
    await next.click();
    // 1 + 3 + 2 + 1 + 0 + 1 starters + 6 bench = 14 > 13.
    await page
      .getByText('Total active position counts and bench must not exceed max roster size')
      .waitFor();
    await page.getByLabel('Bench').fill(String(VAMPIRE_RULES.bench_count));
    await page.getByLabel('Beginning FAAB Budget').fill(String(VAMPIRE_RULES.beginning_faab));
    await next.click();

    expect(await progress.getAttribute('aria-valuetext')).toBe('Step 4 of 6: Scoring Rules');
    // The spec's defaults are PPR; the Half-PPR preset changes the points per reception only.
    const pprPreset = page.getByRole('button', { name: /^PPR/ });
    expect(await pprPreset.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^Half-PPR/ }).click();
    expect(await page.getByLabel('Receptions').inputValue()).toBe('0.5');
    expect(await pprPreset.getAttribute('aria-pressed')).toBe('false');
    await next.click();
    expect(await progress.getAttribute('aria-valuetext')).toBe('Step 5 of 6: Waiver Rules');
    expect(await page.getByLabel('Waiver Processing Day').inputValue()).toBe('Wednesday');
    await next.click();
    // The draft's settings, left at their defaults (a snake draft, the order drawn at its start).
    expect(await progress.getAttribute('aria-valuetext')).toBe('Step 6 of 6: Draft');
    await page.getByRole('button', { name: 'Create League' }).click();

    await page.waitForURL('**/landing');
    const entry = page.getByRole('button', { name: `${LEAGUE_NAME} (Commissioner)` });
    await entry.waitFor();

    const memberships = await commish.send<Membership[]>(
      'GET',
      `/league_members/getLeagueMembersByUserId/${commish.userId}`,
    );
    const created = memberships.find((membership) => membership.league_name === LEAGUE_NAME);
    expect(created).toMatchObject({ role: 'commish', is_vamp: 0, is_active: 0 });
    leagueId = created?.league_id ?? 0;
    const vampireRules = await commish.send<RosterRules>(
      'GET',
      `/roster_rules/getRosterRulesByLeagueId/${leagueId}/2`,
    );
    expect(vampireRules).toMatchObject(VAMPIRE_RULES);
    const scoringRules = await commish.send<ScoringRules>(
      'GET',
      `/scoring_rules/getScoringRulesByLeagueId/${leagueId}`,
    );
    expect(scoringRules).toMatchObject({ ...DEFAULT_SCORING_RULES, receptions: 0.5 });

    await entry.click();
    await page.waitForURL('**/dashboard');
    await page.getByText('League Not Active').waitFor();
  });

  it('the commissioner invites the nine newcomers, two as vampires, until the league is full', async () => {
    const page = commishPage;
    await openLmTool(page, 'Add Member to League', '/add-member-to-league');
    await page.getByText('9 spot(s) left in the league').waitFor();

    for (const [index, newcomer] of NEWCOMERS.entries()) {
      if (index > 0) {
        await navigateInApp(page, '/add-member-to-league');
        await page.getByText(`${9 - index} spot(s) left in the league`).waitFor();
      }
      await page.getByLabel('Username').fill(newcomer.username);
      await page.getByRole('button', { name: 'Check Username' }).click();
      await page
        .getByText(
          `User found: ${newcomer.firstName} ${newcomer.lastName}. Click "Add to League" to invite.`,
        )
        .waitFor();
      if (newcomer.vampire) await page.getByLabel('Set As Vampire Player').check();
      await page.getByRole('button', { name: 'Add to League' }).click();
      await page
        .getByText(
          `User ${newcomer.firstName} ${newcomer.lastName} invited to league successfully!`,
        )
        .waitFor();
      // The page hands back to the dashboard by itself 2 s later. Wait for it every time: the
      // next invite opens the same route, which keeps the page and its pending redirect.
      await page.waitForURL('**/dashboard');
    }

    await navigateInApp(page, '/add-member-to-league');
    await page.getByText('League is full (10 members)').waitFor();
    expect(await page.getByRole('button', { name: 'Check Username' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Set As Vampire Player').isDisabled()).toBe(true);

    const invited = (await members()).filter((member) => member.role === 'invited');
    expect(invited.map((member) => [member.username, member.is_vamp]).sort()).toEqual(
      NEWCOMERS.map((newcomer) => [newcomer.username, newcomer.vampire ? 1 : 0]).sort(),
    );
  });

  it('every newcomer accepts: one on the landing page, the others over the api', async () => {
    const [first, ...others] = NEWCOMERS;
    if (!first) throw new Error('no newcomers');
    const page = await product.newPage();
    await loginAs(page, first.username, { league: null });
    await page.getByRole('button', { name: `Accept invitation to ${LEAGUE_NAME}` }).click();
    // The league is then opened (rules §4): its dashboard, still inactive.
    await page.waitForURL('**/dashboard');
    await page.getByText('League Not Active').waitFor();

    for (const newcomer of others) {
      const user = await apiSessionFor(newcomer.username);
      await user.send('PUT', `/league_members/updateRole/${leagueId}/${user.userId}`, {
        role: 'player',
      });
    }
    const teams = (await members()).filter((member) => member.role === 'player');
    expect(teams).toHaveLength(9);
    // Each new team is 'Team' + first name, with the FAAB of its own rule set.
    for (const newcomer of NEWCOMERS) {
      expect(teams.find((team) => team.username === newcomer.username)).toMatchObject({
        team_name: `Team ${newcomer.firstName}`,
        remaining_faab_budget: newcomer.vampire ? VAMPIRE_RULES.beginning_faab : 100,
      });
    }
  });

  it('the commissioner fills rosters through Add Player to Team, each under its own rules', async () => {
    const teams = await members();
    const teamOf = (username: string) => {
      const team = teams.find((member) => member.username === username);
      if (!team) throw new Error(`${username} has no team`);
      return team;
    };
    const casey = teamOf('commish');
    const regular = teamOf(NEWCOMERS[0]?.username ?? '');
    const vampire = teamOf(NEWCOMERS[8]?.username ?? '');

    // Free agents whose game has not started at the test clock (a locked player can't be added).
    const search = await commish.send<{
      players: {
        id: number;
        player_name: string;
        position: Position;
        team: string;
        state: PlayerState;
      }[];
    }>('GET', `/players/search?league_id=${leagueId}&exclude_rostered=1&position=RB&page_size=100`);
    const free = search.players.filter((player) => player.state.kind === 'free_agent');
    const picks = [
      { team: casey, player: free[0], slot: 'RB1' },
      { team: regular, player: free[1], slot: 'RB1' },
      { team: vampire, player: free[2], slot: 'RB1' },
    ];

    // A fresh sign-in in the new league: this step must not depend on what the long-lived
    // commissioner page went through in the steps before.
    const page = await product.newPage();
    await loginAs(page, 'commish', { league: LEAGUE_NAME });
    await openLmTool(page, 'Add Player to Team', '/add-player-to-team');
    await expect
      .poll(() => page.getByLabel('League Member').locator('option').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(10);
    for (const { team, player, slot } of picks) {
      if (!player) throw new Error('not enough free running backs');
      const label = `${team.username} - ${team.team_name ?? 'No Team Name'}`;
      await page.getByLabel('League Member').selectOption({ label });
      const preview = page.getByRole('table', { name: `Roster Preview: ${label}` });
      await preview.waitFor();
      // The preview is the member's own layout without IR: vampires have a third RB slot.
      expect(await preview.locator('[data-slot="RB3"]').count()).toBe(team.is_vamp ? 1 : 0);
      expect(await preview.locator('[data-slot^="IR"]').count()).toBe(0);

      await page.getByLabel('Player Name').fill(player.player_name);
      await page.getByLabel('NFL Team').selectOption(player.team);
      await page.getByLabel('Position').selectOption('RB');
      await page.getByRole('radio', { name: player.player_name }).first().check();
      await page.getByText(`${player.player_name} would take ${slot}.`).waitFor();
      await page.getByRole('button', { name: 'Add Player' }).click();
      await page.getByText(`Successfully added ${player.player_name} to roster.`).waitFor();
      await preview.locator(`[data-slot="${slot}"]`, { hasText: player.player_name }).waitFor();
      // Now rostered in the league, he is no longer offered.
      await page.getByText('No players match these filters.').waitFor();
    }

    await page.getByLabel('League Member').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByText('Please select a player and a league member.').waitFor();
  });

  it('the commissioner activates the league, which reloads unlocked', async () => {
    const page = commishPage;
    // At the demo clock week 9 has kicked off, too late to play any regular-season week (decision
    // 023): the commissioner activates on week 9's Wednesday, before its first game.
    await activatingBeforeWeek9Kickoff(async () => {
      await openLmTool(page, 'Activate League', '/activate-league');
      await page.getByText('League has 10 valid members and is ready to activate.').waitFor();
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Activate League' }).click();
      await page.getByText('League activated successfully!').waitFor();
      await reloaded;
    });
    // After the reload the shell re-reads the league: the active-league menus are there.
    await page.getByRole('link', { name: 'Roster' }).waitFor();
    const league = await commish.send<{ is_active: number }>(
      'GET',
      `/leagues/getLeagueById/${leagueId}`,
    );
    expect(league.is_active).toBe(1);
  });

  it('activation in week 9 drew week 9 alone: every team plays once, the weeks gone have no games', async () => {
    const schedule = await commish.send<ScheduleEntry[]>(
      'GET',
      `/schedules/getSchedulesByLeagueId/${leagueId}`,
    );
    const teamIds = (await members()).map((member) => member.id).sort((a, b) => a - b);
    expect(teamIds).toHaveLength(10);
    expect([...new Set(schedule.map((entry) => entry.week))]).toEqual([9]);
    const playing = schedule.flatMap((game) => [game.home_league_member, game.away_league_member]);
    expect(playing.sort((a, b) => a - b)).toEqual(teamIds);
  });

  it("every member's roster follows their own rule set", async () => {
    for (const username of ['commish', ...NEWCOMERS.map((newcomer) => newcomer.username)]) {
      const user = await apiSessionFor(username);
      const team = await user.send<{
        member: { is_vamp: number; remaining_faab_budget: number };
        roster_rules: RosterRules;
      }>('GET', `/rostered_players/myTeam/${leagueId}`);
      const vampire = team.member.is_vamp === 1;
      expect(team.roster_rules.roster_type_id, username).toBe(vampire ? 2 : 1);
      expect(team.roster_rules.running_back_count, username).toBe(vampire ? 3 : 2);
      expect(team.member.remaining_faab_budget, username).toBe(vampire ? 150 : 100);
    }

    // League Rosters shows a vampire's team with the vampire layout, a regular team without.
    const page = commishPage;
    await navigateInApp(page, '/league-member-roster');
    const vampireTeam = `Team ${NEWCOMERS[8]?.firstName ?? ''}`;
    const regularTeam = `Team ${NEWCOMERS[0]?.firstName ?? ''}`;
    await page.getByLabel('Team', { exact: true }).selectOption({ label: vampireTeam });
    const vampireRoster = page.getByRole('table', { name: `${vampireTeam} roster` });
    await vampireRoster.locator('[data-slot="RB3"]').waitFor();
    expect(await vampireRoster.locator('[data-slot^="BENCH"]').count()).toBe(5);
    await page.getByLabel('Team', { exact: true }).selectOption({ label: regularTeam });
    const regularRoster = page.getByRole('table', { name: `${regularTeam} roster` });
    await regularRoster.locator('[data-slot="RB2"]').waitFor();
    expect(await regularRoster.locator('[data-slot="RB3"]').count()).toBe(0);
    expect(await regularRoster.locator('[data-slot^="BENCH"]').count()).toBe(6);
    expect(pageErrors).toEqual([]);
  });
});

describe('Creating a league is for the configured account only', () => {
  it("another user's wizard is refused by the server with its reason", async () => {
    const outsider = { username: `life_${RUN}_x`, firstName: 'Renfield', lastName: 'Outsider' };
    await register({ ...outsider, vampire: false });
    const page = await product.newPage();
    await loginAs(page, outsider.username, { league: null });
    await page.getByText('You are not a member of any leagues yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Create a New League' }).count()).toBe(0);

    await navigateInApp(page, '/create-league');
    await page.getByLabel('League Name').fill(`Not Mine ${RUN}`);
    for (let step = 1; step < 6; step += 1)
      await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create League' }).click();
    await page
      .getByText('Only the configured league creator account can create leagues.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-league');
  });
});
