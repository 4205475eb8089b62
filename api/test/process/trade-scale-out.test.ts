import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, type ApiProcess } from './support/api-process';
import { newBackend, withDatabase, type Backend } from './support/backends';
import { signInOn, twoDemoProcesses } from './support/demo-processes';

// Two api processes on one PostgreSQL database, each asked to decide the same trade and the same
// bite at the same moment (docs/decisions/018-trades.md, 019-the-vampire-bite.md): the offer's
// and the right's row locks make one of them decide, the other find it decided; when the trade's
// review ends, both schedulers reach it and it executes once.

/** The demo clock: Sunday 2 November 2025, 3:00 PM Eastern. */
const SUNDAY_AFTERNOON = '2025-11-02T20:00:00.000Z';
/** Past the demo offer's review, if accepted at the demo clock (48 hours). */
const AFTER_REVIEW = '2025-11-04T21:00:00.000Z';

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
afterEach(async () => {
  for (const api of processes.splice(0)) await api.kill();
  for (const backend of backends.splice(0)) await backend.dispose();
});

describe('two api processes deciding one trade and one bite', () => {
  it('execute the trade once and take the bite once, whichever process is asked', async () => {
    const backend = await newBackend('PostgreSQL');
    backends.push(backend);
    const { one, two, leagueId } = await twoDemoProcesses(backend, SUNDAY_AFTERNOON, processes);

    const demo = await withDatabase(backend, async (db) => {
      const offer = await db
        .selectFrom('trade_offers as o')
        .innerJoin('league_members as m', 'm.id', 'o.recipient_member_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['o.id', 'u.username'])
        .where('o.league_id', '=', leagueId)
        .where('o.status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const right = await db
        .selectFrom('bite_rights as r')
        .innerJoin('league_members as m', 'm.id', 'r.vampire_member_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['r.id', 'u.username'])
        .where('r.league_id', '=', leagueId)
        .where('r.status', '=', 'open')
        .executeTakeFirstOrThrow();
      return { leagueId, offer, right };
    });

    // The recipient accepts on both processes at once: one acceptance, one refusal.
    const recipient = (await signInOn(one, demo.offer.username)).token;
    const accepts = await Promise.all(
      [one, two].map((api) =>
        apiCall<{ status: string; message?: string }>(
          api,
          recipient,
          'POST',
          `/trades/accept/${demo.offer.id}`,
          {},
        ),
      ),
    );
    expect(accepts.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(accepts.find((res) => res.status === 200)!.body.status).toBe('in_review');

    // The vampire bites on both processes at once: one bite.
    const vampire = (await signInOn(two, demo.right.username)).token;
    const detail = await apiCall<{
      targets: { player_id: number; is_locked: boolean }[];
      drop_required: boolean;
      drop_options: { player_id: number; is_locked: boolean }[];
    }>(one, vampire, 'GET', `/bites/getBiteRightById/${demo.right.id}`);
    const target = detail.body.targets.find((candidate) => !candidate.is_locked)!;
    const drop = detail.body.drop_required
      ? detail.body.drop_options.find((option) => !option.is_locked)?.player_id
      : undefined;
    const bites = await Promise.all(
      [one, two].map((api) =>
        apiCall(api, vampire, 'POST', `/bites/take/${demo.right.id}`, {
          player_id: target.player_id,
          ...(drop ? { drop_player_id: drop } : {}),
        }),
      ),
    );
    expect(bites.map((res) => res.status).sort()).toEqual([200, 409]);

    // The review ends for both schedulers at once: the trade executes once.
    const moved = await Promise.all(
      [one, two].map((api) => apiCall(api, null, 'POST', '/__test__/clock', { now: AFTER_REVIEW })),
    );
    expect(moved.map((res) => res.status)).toEqual([200, 200]);
    const state = await withDatabase(backend, async (db) => ({
      offer: await db
        .selectFrom('trade_offers')
        .select('status')
        .where('id', '=', demo.offer.id)
        .executeTakeFirstOrThrow(),
      traded: await db
        .selectFrom('league_transactions')
        .select('player_id')
        .where('trade_offer_id', '=', demo.offer.id)
        .where('kind', '=', 'trade')
        .execute(),
      bitten: await db
        .selectFrom('league_transactions')
        .select('kind')
        .where('bite_right_id', '=', demo.right.id)
        .execute(),
      rostered: await db
        .selectFrom('rostered_players')
        .select('player_id')
        .where('league_id', '=', demo.leagueId)
        .where('is_rostered', '=', 1)
        .execute(),
    }));
    expect(state.offer.status).toBe('executed');
    expect(state.traded).toHaveLength(2);
    expect(state.bitten.map((row) => row.kind)).toEqual(['bite']);
    expect(new Set(state.rostered.map((row) => row.player_id)).size).toBe(state.rostered.length);
  });
});
