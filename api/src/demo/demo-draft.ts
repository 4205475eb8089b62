import {
  STARTER_SLOT_KINDS,
  buildSlotLayout,
  canPlayInSlot,
  positionMaximum,
  type RosterRules,
  type RosterSlot,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { weeklyFantasyScoreSql } from '../services/scoring-sql';
import type { SeededRandom } from './seeded-random';

export interface DraftPlayer {
  id: number;
  position: string;
  is_injured: number;
  /** Projected season points under the league's scoring rules. */
  points: number;
}

export interface DraftMember {
  id: number;
  rules: RosterRules;
}

export interface DraftPick {
  memberId: number;
  playerId: number;
  slot: string;
}

/** How deep each position goes in a 10-team league: the player at this rank is "replacement level". */
const REPLACEMENT_RANK: Record<string, number> = { QB: 12, RB: 30, WR: 36, TE: 12 };
/** Bench depth a sensible manager keeps at the one-starter positions. */
const BENCH_LIMIT: Record<string, number> = { QB: 2, TE: 2 };

/**
 * The draft board: every QB/RB/WR/TE with his projected season points (the sum of his weekly
 * scores of the season under the league's rules), best value over replacement first — so the
 * first round is not ten quarterbacks.
 */
export async function draftBoard(db: Db, leagueId: number, season: number): Promise<DraftPlayer[]> {
  const { rows } = await sql<DraftPlayer>`
    select p.id, p.position, p.is_injured, coalesce(sum(${weeklyFantasyScoreSql('ws', 'r')}), 0)::float8 as points
    from players p
    join scoring_rules r on r.league_id = ${leagueId}
    left join weekly_stats ws on ws.player_id = p.id and ws.season = ${season}
    where p.position in ('QB', 'RB', 'WR', 'TE')
    group by p.id, p.position, p.is_injured
    order by p.id`.execute(db);
  const replacement = new Map<string, number>();
  for (const position of Object.keys(REPLACEMENT_RANK)) {
    const healthy = rows
      .filter((player) => player.position === position && !player.is_injured)
      .sort((a, b) => b.points - a.points);
    replacement.set(position, healthy[REPLACEMENT_RANK[position]! - 1]?.points ?? 0);
  }
  const value = (player: DraftPlayer) => player.points - (replacement.get(player.position) ?? 0);
  return rows.sort((a, b) => value(b) - value(a) || a.id - b.id);
}

/**
 * A snake draft that leaves every roster legal under its owner's rule set: while a member has
 * open starter slots he takes the best player who fits one (own position, then WR/TE, then
 * FLEX); then he fills his bench, keeping at most two QBs and two TEs and every position under
 * its maximum. Injured players are passed over. Members are drawn into a random order.
 */
export function snakeDraft(
  members: readonly DraftMember[],
  board: readonly DraftPlayer[],
  random: SeededRandom,
): DraftPick[] {
  const order = [...members];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const taken = new Set<number>();
  const picks: DraftPick[] = [];
  const state = new Map(
    order.map((member) => {
      const starters = buildSlotLayout(member.rules).filter((slot) =>
        STARTER_SLOT_KINDS.includes(slot.kind),
      );
      const capacity = Math.min(
        member.rules.max_roster_size,
        starters.length + member.rules.bench_count,
      );
      return [member.id, { member, open: starters, capacity, positions: [] as string[], bench: 0 }];
    }),
  );
  const slotFor = (open: RosterSlot[], player: DraftPlayer) =>
    (['QB', 'RB', 'WR', 'TE', 'WRT', 'FLEX'] as const)
      .filter((kind) => kind === player.position || kind === 'WRT' || kind === 'FLEX')
      .map((kind) => open.find((slot) => slot.kind === kind && canPlayInSlot(player, slot.kind)))
      .find((slot) => slot !== undefined);

  const rounds = Math.max(...[...state.values()].map((entry) => entry.capacity));
  for (let round = 0; round < rounds; round++) {
    const roundOrder = round % 2 === 0 ? order : [...order].reverse();
    for (const { id } of roundOrder) {
      const entry = state.get(id)!;
      if (entry.positions.length >= entry.capacity) continue;
      const count = (position: string) => entry.positions.filter((p) => p === position).length;
      const underMaximum = (player: DraftPlayer) =>
        count(player.position) < (positionMaximum(entry.member.rules, player.position) ?? Infinity);
      const pick = board.find((player) => {
        if (taken.has(player.id) || player.is_injured || !underMaximum(player)) return false;
        if (entry.open.length > 0) return slotFor(entry.open, player) !== undefined;
        return count(player.position) < (BENCH_LIMIT[player.position] ?? Infinity);
      });
      if (!pick) continue;
      const slot = entry.open.length > 0 ? slotFor(entry.open, pick)! : null;
      if (slot) entry.open = entry.open.filter((open) => open !== slot);
      else entry.bench++;
      taken.add(pick.id);
      entry.positions.push(pick.position);
      picks.push({ memberId: id, playerId: pick.id, slot: slot ? slot.code : 'BENCH' });
    }
  }
  return picks;
}
