import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BiteRight,
  BiteRightDetail,
  LeagueMember,
  LeagueTransaction,
  Matchup,
  MatchupSide,
  MyTeam,
  TradePendingCount,
  WeekMatchups,
} from '@fangtasy/shared/domain';
import { demoLeagueIdOf, sessionsOn, type ApiSession } from '../support/api-session';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { loginAs, navigateInApp } from '../support/login';
import { pendingBadgeCount } from '../support/navigation';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';
import { setServerClock } from '../support/server-clock';

// The vampire league played in the started demo, from the browser, with no commissioner touching
// anything: at the demo clock (Sunday of week 9, 3 PM ET) mina holds the right her week-8 win
// earned and bites before its 8 PM deadline; both teams' rosters, budgets and logs show it. Then
// week 9 is played to its end, the week's vampire winner gets its right on its own, and bites.
// Players move, so the file has its own api on a new demo database (with the test clock).

const SCREENSHOTS = join(import.meta.dirname, '..', '.artifacts', 'screenshots', 'vampire-bite');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Tuesday 4 November 2025, 10 AM Eastern: week 9 has ended. */
const AFTER_WEEK_9 = '2025-11-04T15:00:00Z';

let api: DemoApi;
let product: RunningProduct;
let leagueId: number;
let members: LeagueMember[];
let sessionOf: (username: string) => Promise<ApiSession>;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  api = await startDemoApi({ fresh: true, env: { ENABLE_TEST_CLOCK: '1' } });
  product = await startProduct({ apiUrl: api.url });
  sessionOf = sessionsOn(api.url);
  const commish = await sessionOf('commish');
  leagueId = await demoLeagueIdOf(commish);
  members = await commish.get<LeagueMember[]>(
    `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
  );
});
afterAll(async () => {
  await product?.stop();
  await api?.stop();
});

const memberById = (id: number) => {
  const member = members.find((candidate) => candidate.id === id);
  if (!member) throw new Error(`no member ${id}`);
  return member;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Two decimals, as the league writes scores. */
const points = (value: number) => value.toFixed(2);

/** A side's score counted here: its starters' points added up, in cents (rules §4.6). */
const startersTotal = (side: MatchupSide) =>
  (side.starters ?? []).reduce(
    (cents, slot) => cents + Math.round((slot.player?.score ?? 0) * 100),
    0,
  ) / 100;

/**
 * Why a frozen lineup was exposed, read here from the week's final lineups: an empty starting
 * slot, or a starter with no game that week (the api adds starters reported out who did not play).
 */
const exposureOf = (side: MatchupSide) =>
  (side.starters ?? []).flatMap((slot) => {
    if (!slot.player) return [`${slot.slot} was empty.`];
    if (slot.player.game_status === 'none')
      return [`${slot.slot} ${slot.player.player_name} had no game.`];
    return [];
  });

async function weekMatchOf(session: ApiSession, week: number, memberId: number): Promise<Matchup> {
  const answer = await session.get<WeekMatchups>(
    `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${week}`,
  );
  const match = answer.matchups.find((candidate) =>
    [candidate.home.league_member_id, candidate.away.league_member_id].includes(memberId),
  );
  if (!match) throw new Error(`no week-${week} matchup of member ${memberId}`);
  return match;
}

const sideOf = (match: Matchup, memberId: number) =>
  match.home.league_member_id === memberId ? match.home : match.away;

const rosterIds = async (username: string) => {
  const team = await (
    await sessionOf(username)
  ).get<MyTeam>(`/rostered_players/myTeam/${leagueId}`);
  return team.players
    .filter((player) => player.is_rostered === 1)
    .map((player) => player.player_id);
};

const budgets = async () =>
  new Map(
    (
      await (
        await sessionOf('commish')
      ).get<LeagueMember[]>(`/league_members/getLeagueMembersByLeagueId/${leagueId}`)
    ).map((member) => [member.id, member.remaining_faab_budget]),
  );

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/**
 * The vampire takes a target from the bite screen, reached from its dashboard's card: the
 * target's points that week beside him, Take Bite on screen. Returns the right as decided.
 */
async function biteFromDashboard(
  page: Page,
  right: BiteRightDetail,
  target: BiteRightDetail['targets'][number],
  weekPoints: number | null,
  shots: string,
) {
  const card = page.getByRole('region', { name: 'Vampire Bite' });
  await card
    .getByText(
      `You beat ${right.victim_team_name} in week ${right.week}, ${points(right.vampire_score)} to ${points(right.victim_score)}`,
    )
    .waitFor();
  await screenshot(page, `${shots}-dashboard`);
  await card.getByRole('link', { name: 'Choose your bite' }).click();
  await page.waitForURL(`**/bite?right=${right.id}`);
  const line = page.getByRole('radio', { name: new RegExp(escape(target.player_name)) });
  await line.waitFor();
  if (weekPoints !== null)
    expect(await line.locator('xpath=ancestor::label').innerText()).toContain(
      `${points(weekPoints)} pts`,
    );
  await screenshot(page, `${shots}-choice`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await line.check();
  // A full roster names a drop: the first of its players not locked by his game.
  const drop = right.drop_required
    ? right.drop_options.find((option) => !option.is_locked)
    : undefined;
  if (drop)
    await page
      .getByRole('group', { name: 'Your roster is full: you drop' })
      .getByRole('radio', { name: new RegExp(escape(drop.player_name)) })
      .check();
  const take = page.getByRole('button', { name: 'Take Bite' });
  const box = await take.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  await take.click();
  await page.getByText('Bite taken: the transaction log announces it to the league.').waitFor();
  await screenshot(page, `${shots}-taken`);
  return drop ?? null;
}

/** The first target a right may take now: not locked by his game. */
const freeTarget = (right: BiteRightDetail) => {
  const target = right.targets.find((candidate) => !candidate.is_locked);
  if (!target) throw new Error(`right ${right.id} has no target free to take`);
  return target;
};

describe('The vampire bite', () => {
  it("mina, who won week 8, bites before the deadline; both teams' rosters, budgets and logs show it", async () => {
    const mina = await sessionOf('mina');
    const minaMember = members.find((member) => member.username === 'mina')!;
    const rights = await mina.get<BiteRight[]>(`/bites/getBiteRightsByLeagueId/${leagueId}`);
    const open = rights.find(
      (right) => right.status === 'open' && right.vampire_member_id === minaMember.id,
    );
    if (!open) throw new Error('mina has no open bite right at the demo clock');
    const right = await mina.get<BiteRightDetail>(`/bites/getBiteRightById/${open.id}`);
    expect(right.can_bite).toBe(true);
    const victim = memberById(right.victim_member_id);

    // The scores and the exposure of the right, counted here from the week's final lineups.
    const match = await weekMatchOf(mina, right.week, minaMember.id);
    expect(match.is_final).toBe(true);
    const vampireSide = sideOf(match, minaMember.id);
    const victimSide = sideOf(match, victim.id);
    expect(right.vampire_score).toBe(startersTotal(vampireSide));
    expect(right.victim_score).toBe(startersTotal(victimSide));
    expect(right.vampire_score).toBeGreaterThan(right.victim_score);
    expect(right.exposure).toEqual(expect.arrayContaining(exposureOf(victimSide)));
    expect(right.exposed).toBe(right.exposure.length > 0);

    const target = freeTarget(right);
    const weekPoints =
      [...(victimSide.starters ?? []), ...(victimSide.bench ?? [])].find(
        (slot) => slot.player?.player_id === target.player_id,
      )?.player?.score ?? null;
    const before = {
      budgets: await budgets(),
      mina: await rosterIds('mina'),
      victim: await rosterIds(victim.username),
    };
    expect(before.victim).toContain(target.player_id);

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(PHONE);
    await loginAs(page, 'mina');
    const pending = await mina.get<TradePendingCount>(`/trades/getPendingCount/${leagueId}`);
    expect(pending.bite_rights).toBe(1);
    await expect.poll(() => pendingBadgeCount(page)).toBe(pending.count);
    // Her roster fills its slots, so the bite names one of her players to drop.
    expect(right.drop_required).toBe(true);
    const dropped = await biteFromDashboard(page, right, target, weekPoints, 'mina-390x844');
    expect(dropped).not.toBeNull();
    await expect.poll(() => pendingBadgeCount(page)).toBe(pending.count - 1);

    // The rosters: the player moved from the victim to mina, her drop left, nobody else moved
    // (no swap here).
    expect(right.swap_rule).toBe('none');
    expect((await rosterIds('mina')).sort()).toEqual(
      [...before.mina.filter((id) => id !== dropped!.player_id), target.player_id].sort(),
    );
    expect((await rosterIds(victim.username)).sort()).toEqual(
      before.victim.filter((id) => id !== target.player_id).sort(),
    );
    // The budgets: a bite costs nobody FAAB.
    expect(await budgets()).toEqual(before.budgets);
    // The log: announced to the league with the result that earned it, and the exposure.
    const log = await (
      await sessionOf('grace')
    ).get<LeagueTransaction[]>(`/transactions/getByLeagueId/${leagueId}`);
    const line = log.find((row) => row.kind === 'bite' && row.bite_right_id === right.id);
    const won = `Won week ${right.week}, ${points(startersTotal(vampireSide))} to ${points(startersTotal(victimSide))}.`;
    expect(line).toMatchObject({
      league_member_id: minaMember.id,
      player_id: target.player_id,
      other_member_id: victim.id,
      reason: right.exposed ? `${won} Exposed lineup: ${right.exposure.join(' ')}` : won,
    });

    // Mina's My Team: the player on her roster and what her bite took.
    const taken = `${target.player_name} (${target.position}, ${target.team})`;
    await navigateInApp(page, '/roster');
    await page.getByRole('table', { name: 'My Team roster' }).waitFor();
    await page
      .getByRole('region', { name: 'Vampire bite' })
      .getByText(`You took ${taken} from ${victim.team_name}.`)
      .waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^${escape(target.player_name)}`) })
      .first()
      .waitFor();
    await screenshot(page, 'mina-390x844-my-team');
    // Her budget as the dashboard shows it, unchanged.
    await navigateInApp(page, '/dashboard');
    await page
      .getByRole('link', { name: `FAAB remaining: $${before.budgets.get(minaMember.id)}` })
      .waitFor();
    expect(errors).toEqual([]);

    // The victim reads what was taken and why, on the dashboard, My Team and the log.
    const victimPage = await product.newPage();
    const victimErrors = collectPageErrors(victimPage);
    await victimPage.setViewportSize(DESKTOP);
    await loginAs(victimPage, victim.username);
    const story = `${right.vampire_team_name} took ${taken} from you.`;
    const why = right.exposed ? `${won} Your lineup was exposed: ${right.exposure.join(' ')}` : won;
    const dashboardCard = victimPage.getByRole('region', { name: 'Vampire Bite' });
    await dashboardCard.getByText(story).waitFor();
    await dashboardCard.getByText(why).waitFor();
    await victimPage
      .getByRole('link', { name: `FAAB remaining: $${before.budgets.get(victim.id)}` })
      .waitFor();
    await screenshot(victimPage, 'victim-1280x800-dashboard');
    await navigateInApp(victimPage, '/roster');
    await victimPage.getByRole('region', { name: 'Vampire bite' }).getByText(story).waitFor();
    expect(
      await victimPage
        .getByRole('table', { name: 'My Team roster' })
        .getByText(target.player_name, { exact: true })
        .count(),
    ).toBe(0);
    await navigateInApp(victimPage, '/active-waiver-claims');
    await victimPage
      .getByRole('table', { name: 'Recent Transactions' })
      .getByRole('row')
      .filter({ hasText: `Taken in a vampire bite from ${victim.team_name}` })
      .filter({ hasText: target.player_name })
      .filter({ hasText: won })
      .waitFor();
    await screenshot(victimPage, 'victim-1280x800-log');
    // The bite screen tells the victim the same, with both scores.
    await navigateInApp(victimPage, `/bite?right=${right.id}`);
    const summary = victimPage.getByTestId('bite-right');
    await summary.getByText(story).waitFor();
    expect(await summary.innerText()).toContain(points(right.victim_score));
    expect(victimErrors).toEqual([]);
  });

  it('week 9 is played to its end: its vampire winner gets a right on its own and bites', async () => {
    await setServerClock(AFTER_WEEK_9, api.url);
    const grace = await sessionOf('grace');
    const rights = await grace.get<BiteRight[]>(`/bites/getBiteRightsByLeagueId/${leagueId}`);
    const week9 = rights.filter((right) => right.week === 9);
    // Each vampire that beat a regular team in week 9, counted here from the final matchups.
    const answer = await grace.get<WeekMatchups>(
      `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/9`,
    );
    expect(answer.is_final).toBe(true);
    const winners = answer.matchups.flatMap((match) => {
      const [home, away] = [match.home, match.away];
      const total = [startersTotal(home), startersTotal(away)];
      if (home.roster_type_id === 2 && away.roster_type_id === 1 && total[0]! > total[1]!)
        return [home.league_member_id];
      if (away.roster_type_id === 2 && home.roster_type_id === 1 && total[1]! > total[0]!)
        return [away.league_member_id];
      return [];
    });
    expect(week9.map((right) => right.vampire_member_id).sort()).toEqual(winners.sort());
    const [first] = week9;
    if (!first) throw new Error('no vampire won week 9: nothing to bite');
    expect(first.status).toBe('open');

    const vampire = memberById(first.vampire_member_id);
    const victim = memberById(first.victim_member_id);
    const session = await sessionOf(vampire.username);
    const right = await session.get<BiteRightDetail>(`/bites/getBiteRightById/${first.id}`);
    const target = freeTarget(right);
    const match = await weekMatchOf(session, 9, vampire.id);
    const victimSide = sideOf(match, victim.id);
    const weekPoints =
      [...(victimSide.starters ?? []), ...(victimSide.bench ?? [])].find(
        (slot) => slot.player?.player_id === target.player_id,
      )?.player?.score ?? null;

    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await loginAs(page, vampire.username);
    const before = await rosterIds(vampire.username);
    const dropped = await biteFromDashboard(
      page,
      right,
      target,
      weekPoints,
      `${vampire.username}-1280x800`,
    );
    expect((await rosterIds(vampire.username)).sort()).toEqual(
      [...before.filter((id) => id !== dropped?.player_id), target.player_id].sort(),
    );
    expect(await rosterIds(victim.username)).not.toContain(target.player_id);
    const decided = await grace.get<BiteRight>(`/bites/getBiteRightById/${first.id}`);
    expect([decided.status, decided.taken_player?.player_id]).toEqual(['taken', target.player_id]);

    // The bitten team's My Team on a phone says what was taken.
    const victimPage = await product.newPage();
    await victimPage.setViewportSize(PHONE);
    await loginAs(victimPage, victim.username);
    await navigateInApp(victimPage, '/roster');
    await victimPage
      .getByRole('region', { name: 'Vampire bite' })
      .getByText(
        `${right.vampire_team_name} took ${target.player_name} (${target.position}, ${target.team}) from you.`,
      )
      .waitFor();
    await screenshot(victimPage, `${victim.username}-390x844-my-team`);
    expect(errors).toEqual([]);
  });
});
