import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import { MANY_LEAGUES_WEEK, seedManyWaiverLeagues } from './support/many-waiver-leagues';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type LogRow = [
  kind: string,
  claim: number | null,
  member: number,
  player: number,
  bid: number | null,
  reason: string | null,
];

interface Claim {
  id: number;
  member: number;
  player: number;
  bid: number;
  drop: number | null;
  priority: number | null;
  createdAt: number;
  active: boolean;
}

/**
 * The rules of rules §4.16 as a plain loop over one league's rows:
 * the best pending claim, judged against the state left by the claims before it, one at a time.
 * Rosters are bench-only and nobody is locked or on waivers, as the seeding leaves them.
 */
function referenceRun(
  members: Map<number, { budget: number; order: number | null }>,
  rosters: Map<number, { id: number; player: number; position: string }[]>,
  claims: Claim[],
  positionOf: Map<number, string>,
  rules: { maxRoster: number; maxByPosition: Record<string, number> },
): LogRow[] {
  const log: LogRow[] = [];
  const rostered = new Set([...rosters.values()].flat().map((entry) => entry.player));
  const renumber = (member: number) => {
    claims
      .filter((c) => c.active && c.member === member)
      .sort(
        (a, b) =>
          (a.priority ?? Infinity) - (b.priority ?? Infinity) ||
          a.createdAt - b.createdAt ||
          a.id - b.id,
      )
      .forEach((c, index) => (c.priority = index + 1));
  };
  const logClaim = (c: Claim, kind: string, reason: string | null) =>
    log.push([kind, c.id, c.member, c.player, c.bid, reason]);
  for (;;) {
    const pending = claims.filter((c) => c.active);
    if (pending.length === 0) return log;
    pending.sort(
      (a, b) =>
        b.bid - a.bid ||
        (members.get(a.member)!.order ?? Infinity) - (members.get(b.member)!.order ?? Infinity) ||
        (a.priority ?? Infinity) - (b.priority ?? Infinity) ||
        a.createdAt - b.createdAt ||
        a.id - b.id,
    );
    const best = pending[0]!;
    const member = members.get(best.member)!;
    const roster = rosters.get(best.member) ?? [];
    const drop = best.drop === null ? null : roster.find((entry) => entry.id === best.drop);
    const after = drop ? roster.filter((entry) => entry !== drop) : roster;
    const position = positionOf.get(best.player)!;
    let reason: string | null = null;
    if (rostered.has(best.player)) reason = MESSAGES.playerNoLongerAvailable;
    else if (best.bid > member.budget) reason = MESSAGES.faabOverBudget(member.budget);
    else if (drop === undefined) reason = MESSAGES.claimDropPlayerGone;
    else if (after.length >= rules.maxRoster) reason = MESSAGES.claimRosterFull;
    else if (
      after.filter((entry) => entry.position === position).length >= rules.maxByPosition[position]!
    )
      reason = MESSAGES.noRosterSlot;
    best.active = false;
    if (reason !== null) {
      logClaim(best, 'waiver_failed', reason);
      renumber(best.member);
      continue;
    }
    const closedOwners = new Set([best.member]);
    if (drop) {
      for (const c of claims.filter(
        (c) => c.active && c.member === best.member && c.drop === drop.id,
      )) {
        c.active = false;
        logClaim(c, 'waiver_failed', MESSAGES.claimDropPlayerGone);
      }
      log.push(['drop', null, best.member, drop.player, null, null]);
      rostered.delete(drop.player);
    }
    logClaim(best, 'waiver_won', null);
    for (const c of claims.filter((c) => c.active && c.player === best.player)) {
      c.active = false;
      closedOwners.add(c.member);
      logClaim(c, 'waiver_failed', MESSAGES.playerAlreadyClaimed);
    }
    rosters.set(best.member, [...after, { id: -best.id, player: best.player, position }]);
    rostered.add(best.player);
    member.budget -= best.bid;
    const last = Math.max(0, ...[...members.values()].map((m) => m.order ?? 0));
    if (member.order === null) member.order = last + 1;
    else {
      const place = member.order;
      for (const other of members.values())
        if (other.order !== null && other.order > place) other.order -= 1;
      member.order = last;
    }
    for (const owner of closedOwners) renumber(owner);
  }
}

describe('a waiver run over many leagues', () => {
  it('decides every league as a plain loop over its claims does, one claim at a time', async () => {
    const seeded = await seedManyWaiverLeagues(t.db, { leagues: 12, claimsPerLeague: 30 });
    // Some leagues where members share a place in the waiver order (none, or the same one):
    // their claims' own priorities break ties between members.
    for (const leagueId of seeded.leagueIds.slice(0, 4)) {
      const members = await t.db
        .selectFrom('league_members')
        .select('id')
        .where('league_id', '=', leagueId)
        .orderBy('id')
        .execute();
      const shared = leagueId % 2 === 0 ? null : 3;
      await t.db
        .updateTable('league_members')
        .set({ waiver_order: shared })
        .where('id', 'in', [members[1]!.id, members[4]!.id, members[7]!.id])
        .execute();
    }
    const rules = await t.db
      .selectFrom('roster_rules')
      .selectAll()
      .where('league_id', '=', seeded.leagueIds[0]!)
      .where('roster_type_id', '=', 1)
      .executeTakeFirstOrThrow();
    const limits = {
      maxRoster: rules.max_roster_size,
      maxByPosition: {
        QB: rules.max_qb_count!,
        RB: rules.max_rb_count!,
        WR: rules.max_wr_count!,
        TE: rules.max_te_count!,
      },
    };
    const positionOf = new Map(
      (await t.db.selectFrom('players').select(['id', 'position']).execute()).map((p) => [
        p.id,
        p.position,
      ]),
    );
    const expected = new Map<number, LogRow[]>();
    const endMembers = new Map<number, Map<number, { budget: number; order: number | null }>>();
    for (const leagueId of seeded.leagueIds) {
      const members = new Map(
        (
          await t.db
            .selectFrom('league_members')
            .select(['id', 'remaining_faab_budget', 'waiver_order'])
            .where('league_id', '=', leagueId)
            .execute()
        ).map((m) => [m.id, { budget: m.remaining_faab_budget ?? 0, order: m.waiver_order }]),
      );
      const rosters = new Map<number, { id: number; player: number; position: string }[]>();
      for (const row of await t.db
        .selectFrom('rostered_players')
        .select(['id', 'league_member_id', 'player_id'])
        .where('league_id', '=', leagueId)
        .where('is_rostered', '=', 1)
        .orderBy('id')
        .execute()) {
        const entry = {
          id: row.id,
          player: row.player_id,
          position: positionOf.get(row.player_id)!,
        };
        rosters.set(row.league_member_id, [...(rosters.get(row.league_member_id) ?? []), entry]);
      }
      const claims = (
        await t.db
          .selectFrom('waiver_claims')
          .selectAll()
          .where('league_id', '=', leagueId)
          .where('is_active', '=', 1)
          .execute()
      ).map((c) => ({
        id: c.id,
        member: c.league_member_id,
        player: c.player_id,
        bid: c.faab_claim_amount,
        drop: c.rostered_player_to_drop,
        priority: c.league_member_priority,
        createdAt: new Date(c.created_at).getTime(),
        active: true,
      }));
      expected.set(leagueId, referenceRun(members, rosters, claims, positionOf, limits));
      endMembers.set(leagueId, members);
    }

    // In some leagues something else commits while the run decides (a rename, which raises the
    // league's read version once and changes no claim's fate): the steps decided on the state
    // before it, sent in one round trip, must all be refused and decided again, the first for
    // the versions and the rest because the one before them was refused.
    const decisionsSeen = new Map<number, number>();
    const renamed = new Set(seeded.leagueIds.slice(4, 8));
    await runDueWaivers(t.db, MANY_LEAGUES_WEEK.runAt, {
      afterDecision: async ({ leagueId }) => {
        const seen = (decisionsSeen.get(leagueId) ?? 0) + 1;
        decisionsSeen.set(leagueId, seen);
        if (renamed.has(leagueId) && seen === 3)
          await t.db
            .updateTable('leagues')
            .set((eb) => ({ name: eb('name', '||', ' (renamed)') }))
            .where('id', '=', leagueId)
            .execute();
      },
    });

    for (const leagueId of seeded.leagueIds) {
      const log = await t.db
        .selectFrom('league_transactions')
        .select(['kind', 'waiver_claim_id', 'league_member_id', 'player_id', 'bid', 'reason'])
        .where('league_id', '=', leagueId)
        .orderBy('id')
        .execute();
      expect(
        log.map((row) => [
          row.kind,
          row.waiver_claim_id,
          row.league_member_id,
          row.player_id,
          row.bid,
          row.reason,
        ]),
        `league ${leagueId}`,
      ).toEqual(expected.get(leagueId));
      const members = await t.db
        .selectFrom('league_members')
        .select(['id', 'remaining_faab_budget', 'waiver_order'])
        .where('league_id', '=', leagueId)
        .execute();
      expect(
        new Map(
          members.map((m) => [m.id, { budget: m.remaining_faab_budget, order: m.waiver_order }]),
        ),
      ).toEqual(endMembers.get(leagueId));
    }
    const failed = [...expected.values()].flat().filter((row) => row[0] === 'waiver_failed');
    // The leagues hold the refusals a step decides before its award, not only those it makes.
    const reasons = new Set(failed.map((row) => row[5]));
    for (const reason of [
      MESSAGES.claimRosterFull,
      MESSAGES.noRosterSlot,
      MESSAGES.claimDropPlayerGone,
    ])
      expect(reasons).toContain(reason);
  });
});
