import {
  DRAFT_MESSAGES,
  MESSAGES,
  ROSTER_TYPE,
  type DraftAvailablePlayer,
  type DraftRoom,
  type LeagueTransaction,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { findUserByUsername } from '../src/services/accounts';
import { login, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The demo's draft walk (README): at the demo clock of `pnpm start`, which stands still, nora
 * accepts her invitation to the Nightfall League, the commissioner starts its draft, nora picks
 * each time she is on the clock and every other team — absent from the walk — is picked for at
 * once. The draft completes with every drafter's roster full and the log listing each pick.
 */

const DEMO_NOW = '2025-11-02T20:00:00Z';

let t: TestApp;
let leagueId: number;

beforeAll(async () => {
  t = await createTestApp({ now: DEMO_NOW });
  const seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
  leagueId = seeded!.nightfallLeagueId;
}, 120_000);
afterAll(() => t.close());

async function roomAs(cookie: string): Promise<DraftRoom> {
  const response = await request(t, cookie, 'GET', `/drafts/getDraft/${leagueId}`);
  expect(response.statusCode).toBe(200);
  return response.json<DraftRoom>();
}

/** A regular team's roster size, read from the league's rule set row: its slots, capped. */
async function regularCapacity(): Promise<number> {
  const rules = await t.db
    .selectFrom('roster_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('roster_type_id', '=', ROSTER_TYPE.regular)
    .executeTakeFirstOrThrow();
  const slots =
    rules.quarterback_count +
    rules.running_back_count +
    rules.wide_receiver_count +
    rules.tight_end_count +
    rules.wide_receiver_tight_end_count +
    rules.flex_count +
    rules.bench_count;
  return Math.min(rules.max_roster_size, slots);
}

/** The team at an overall pick of a snake draft, by its drafting order. */
function snakeTeam(order: readonly number[], overall: number): number {
  const round = Math.ceil(overall / order.length);
  const index = (overall - 1) % order.length;
  return round % 2 === 1 ? order[index]! : order[order.length - 1 - index]!;
}

describe('the Nightfall League draft at the demo clock', () => {
  it('is seeded not started, on a short clock, every team already in the league on autopick', async () => {
    const commish = await login(t, 'commish', DEMO_PASSWORD);
    const room = await roomAs(commish);
    expect(room.status).toBe('not_started');
    expect(room.settings).toMatchObject({
      type: 'snake',
      order_mode: 'random',
      overnight_pause: false,
      vampires_draft: false,
    });
    expect(room.settings.pick_seconds).toBeLessThanOrEqual(60);
    expect(room.order).toHaveLength(9);
    expect(room.order.every((team) => team.autopick)).toBe(true);
    // Nine teams and nora's invitation: the league is full until she answers.
    const start = await request(t, commish, 'POST', `/drafts/start/${leagueId}`);
    expect(start.statusCode).toBe(400);
    expect(start.json()).toMatchObject({ message: DRAFT_MESSAGES.draftNeedsTeams });
  });

  it('nora accepts, the commissioner starts, nora picks on the clock and the absent are picked for, to full rosters and a logged draft', async () => {
    const commish = await login(t, 'commish', DEMO_PASSWORD);
    const nora = await login(t, 'nora', DEMO_PASSWORD);
    const noraUserId = (await findUserByUsername(t.db, 'nora'))!.id;
    const accepted = await request(
      t,
      nora,
      'PUT',
      `/league_members/updateRole/${leagueId}/${noraUserId}`,
      { role: 'player' },
    );
    expect(accepted.statusCode).toBe(200);

    const started = await request(t, commish, 'POST', `/drafts/start/${leagueId}`);
    expect(started.statusCode).toBe(200);
    const noraTeam = (await roomAs(nora)).order.find((team) => team.username === 'nora')!;
    expect(noraTeam).toMatchObject({ autopick: false, drafts: true });
    const mina = (await roomAs(nora)).order.find((team) => team.username === 'mina')!;
    expect(mina.drafts).toBe(false);

    // Every pick the server waits for is nora's: the others are made as soon as they are due.
    let room = await roomAs(nora);
    const noraPicks: number[] = [];
    while (room.status === 'running') {
      expect(room.on_clock?.league_member_id).toBe(noraTeam.league_member_id);
      const available = await request(
        t,
        nora,
        'GET',
        `/drafts/getAvailablePlayers/${leagueId}?limit=100`,
      );
      let picked = false;
      for (const player of available.json<DraftAvailablePlayer[]>()) {
        const response = await request(t, nora, 'POST', `/drafts/makePick/${leagueId}`, {
          overall: room.on_clock!.overall,
          player_id: player.player_id,
        });
        // A player her rule set has no room for is refused with a 4xx; she tries the next one.
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 200) continue;
        noraPicks.push(player.player_id);
        picked = true;
        break;
      }
      expect(picked).toBe(true);
      room = await roomAs(nora);
    }
    expect(room.status).toBe('complete');

    // Who picked when: a snake over the drawn order of the nine drafters, computed here.
    const drafters = room.order.filter((team) => team.drafts).map((team) => team.league_member_id);
    expect(drafters).toHaveLength(9);
    expect(drafters).not.toContain(mina.league_member_id);
    const capacity = await regularCapacity();
    expect(room.picks).toHaveLength(drafters.length * capacity);
    for (const pick of room.picks) {
      const team = snakeTeam(drafters, pick.overall);
      expect(pick.league_member_id, `pick ${pick.overall}`).toBe(team);
      expect(pick.made_by).toBe(team === noraTeam.league_member_id ? 'member' : 'autopick');
    }
    expect(
      room.picks
        .filter((pick) => pick.league_member_id === noraTeam.league_member_id)
        .map((pick) => pick.player_id),
    ).toEqual(noraPicks);
    expect(new Set(room.picks.map((pick) => pick.player_id)).size).toBe(room.picks.length);

    // Every drafter's roster holds his picks and is full; the vampire's waits for free agents.
    const rostered = await t.db
      .selectFrom('rostered_players')
      .select(['league_member_id', 'player_id', 'roster_position'])
      .where('league_id', '=', leagueId)
      .where('is_rostered', '=', 1)
      .execute();
    for (const memberId of drafters) {
      const roster = rostered.filter((row) => row.league_member_id === memberId);
      expect(roster, `team ${memberId}`).toHaveLength(capacity);
      expect(roster.map((row) => row.player_id).sort()).toEqual(
        room.picks
          .filter((pick) => pick.league_member_id === memberId)
          .map((pick) => pick.player_id)
          .sort(),
      );
    }
    expect(rostered.filter((row) => row.league_member_id === mina.league_member_id)).toEqual([]);

    // The league's log lists the draft, pick by pick, for every member to read.
    const log = await request(t, nora, 'GET', `/transactions/getByLeagueId/${leagueId}`);
    expect(log.statusCode).toBe(200);
    const drafted = log
      .json<LeagueTransaction[]>()
      .filter((entry) => entry.reason?.startsWith('Drafted: '));
    expect(drafted).toHaveLength(room.picks.length);
    for (const pick of room.picks) {
      const round = Math.ceil(pick.overall / drafters.length);
      const inRound = pick.overall - (round - 1) * drafters.length;
      expect(drafted).toContainEqual(
        expect.objectContaining({
          kind: 'add',
          league_member_id: pick.league_member_id,
          player_id: pick.player_id,
          reason: `Drafted: round ${round}, pick ${inRound} (${pick.overall} overall)`,
        }),
      );
    }

    // The demo clock stands in week 9, the last regular-season week: the walk ends at the draft.
    const commishMember = room.order.find((team) => team.username === 'commish')!;
    const activation = await request(
      t,
      commish,
      'POST',
      `/leagues/activate/${leagueId}/${commishMember.league_member_id}`,
    );
    expect(activation.statusCode).toBe(400);
    expect(activation.json()).toMatchObject({ message: MESSAGES.regularSeasonOver });
  }, 300_000);
});
