import { DRAFT_MESSAGES, formatEasternDayTime, type DraftRoom } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLeague } from '../src/services/league-lifecycle';
import {
  createDraftLeague,
  draftUrl,
  pick,
  startDraft,
  TWO_ROUND_ROSTER,
} from './support/draft-fixtures';
import { call, createPlayer, type Team } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Vampires and the draft (docs/decisions/059): by default they skip it, head the waiver order
// and have free agents to themselves for 48 hours after activation; with vampires_draft they
// draft under their own rule set.
let t: TestApp;
const START = new Date('2025-08-20T18:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: START.toISOString() });
});
afterAll(() => t.close());

const addFreeAgent = (team: Team, playerId: number) =>
  call(t, team, 'POST', '/rostered_players/addFromWaivers', {
    league_member_id: team.memberId,
    player_id: playerId,
  });

describe('vampires skipping the draft', () => {
  it('are never on the clock, head the waiver order, and have free agents alone after activation', async () => {
    t.clock.set(START);
    const league = await createDraftLeague(t, { vampires: 2 });
    const vampires = league.teams.filter((team) => team.isVamp);
    const drafters = league.teams.filter((team) => !team.isVamp);
    for (const team of league.teams)
      await call(t, team, 'PUT', draftUrl('setAutopick', league), { autopick: true });
    const room = await startDraft(t, league);

    expect(room.status).toBe('complete');
    expect(room.order.filter((team) => !team.drafts).map((team) => team.league_member_id)).toEqual(
      vampires.map((team) => team.memberId),
    );
    expect(room.picks).toHaveLength(16);
    const pickers = new Set(room.picks.map((row) => row.league_member_id));
    expect(vampires.some((team) => pickers.has(team.memberId))).toBe(false);
    expect(pickers.size).toBe(drafters.length);

    const firstRound = room.picks.slice(0, 8).map((row) => row.league_member_id);
    const waiverOrder = await t.db
      .selectFrom('league_members')
      .select('id')
      .where('league_id', '=', league.leagueId)
      .orderBy('waiver_order')
      .execute();
    expect(waiverOrder.map((row) => row.id)).toEqual([
      ...vampires.map((team) => team.memberId),
      ...firstRound.reverse(),
    ]);

    const activatedAt = new Date(START.getTime() + 3_600_000);
    t.clock.set(activatedAt);
    await activateLeague(t.db, {
      leagueId: league.leagueId,
      memberId: league.commish.memberId,
      userId: league.commish.userId,
      now: activatedAt,
    });
    const windowEnds = new Date(activatedAt.getTime() + 48 * 3_600_000);
    const after = (
      await call(t, league.commish, 'GET', draftUrl('getDraft', league))
    ).json<DraftRoom>();
    expect(after.vampire_window_ends_at).toBe(windowEnds.toISOString());

    // Each drafter's roster is full: a drafter would need a drop, but is refused before that.
    const free = [
      await createPlayer(t, { position: 'RB', team: 'KC' }),
      await createPlayer(t, { position: 'RB', team: 'KC' }),
    ];
    const refused = await addFreeAgent(drafters[1]!, free[0]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: DRAFT_MESSAGES.draftVampireWindow(formatEasternDayTime(windowEnds)),
    });
    const vampireAdd = await addFreeAgent(vampires[0]!, free[0]!);
    expect(vampireAdd.statusCode, vampireAdd.body).toBe(200);

    // Once the window has ended the drafters may add again (here: refused only for the drop).
    t.clock.set(windowEnds);
    const later = await addFreeAgent(drafters[1]!, free[1]!);
    expect(later.json<{ message?: string }>().message).not.toBe(
      DRAFT_MESSAGES.draftVampireWindow(formatEasternDayTime(windowEnds)),
    );
    expect(await addFreeAgent(vampires[1]!, free[1]!).then((answer) => answer.statusCode)).toBe(
      200,
    );
  });
});

describe('vampires drafting', () => {
  it('draft under their own rule set', async () => {
    t.clock.set(START);
    const league = await createDraftLeague(t, {
      vampires: 1,
      vampire: { ...TWO_ROUND_ROSTER, running_back_count: 0, tight_end_count: 1 },
    });
    const tightEnd = await createPlayer(t, { position: 'TE', team: 'KC' });
    const vampire = league.teams.find((team) => team.isVamp)!;
    const order = [
      vampire.memberId,
      ...league.teams.filter((team) => !team.isVamp).map((team) => team.memberId),
    ];
    const room = await startDraft(t, league, {
      vampires_draft: true,
      order_mode: 'commissioner',
      order,
    });
    expect(room.order.every((team) => team.drafts)).toBe(true);
    expect(room.on_clock?.league_member_id).toBe(vampire.memberId);
    const runningBack = await pick(t, league, vampire, 1, league.rbs[0]!);
    expect(runningBack.statusCode).toBe(400);
    expect(runningBack.json<{ message: string }>().message).toMatch(/does not fit your roster/);
    expect((await pick(t, league, vampire, 1, tightEnd)).statusCode).toBe(200);
  });

  it('cannot be named in a set order when they skip the draft', async () => {
    t.clock.set(START);
    const league = await createDraftLeague(t, { vampires: 1 });
    const before = (
      await call(t, league.teams[2]!, 'GET', draftUrl('getDraft', league))
    ).json<DraftRoom>();
    expect(before).toMatchObject({ status: 'not_started', rounds: 2, on_clock: null, picks: [] });
    expect(before.order.map((team) => team.drafts)).toEqual([...Array(9).fill(true), false]);
    const answer = await call(t, league.commish, 'PUT', draftUrl('updateSettings', league), {
      order_mode: 'commissioner',
      order: league.teams.map((team) => team.memberId),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: DRAFT_MESSAGES.draftOrderInvalid });
  });
});
