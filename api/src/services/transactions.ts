import type { LeagueTransaction, TransactionKind } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';

export interface TransactionEntry {
  league_id: number;
  league_member_id: number;
  kind: TransactionKind;
  player_id: number;
  bid?: number | null;
  reason?: string | null;
  waiver_claim_id?: number | null;
  other_member_id?: number | null;
  trade_offer_id?: number | null;
  bite_right_id?: number | null;
}

/**
 * Writes rows of the league transaction log inside the caller's transaction (one change, one
 * commit), stamped with the league clock so the log agrees with every other time rule.
 */
export async function recordTransactions(
  trx: Db,
  entries: readonly TransactionEntry[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('league_transactions')
    .values(
      entries.map((entry) => ({
        league_id: entry.league_id,
        league_member_id: entry.league_member_id,
        kind: entry.kind,
        player_id: entry.player_id,
        bid: entry.bid ?? null,
        reason: entry.reason ?? null,
        waiver_claim_id: entry.waiver_claim_id ?? null,
        other_member_id: entry.other_member_id ?? null,
        trade_offer_id: entry.trade_offer_id ?? null,
        bite_right_id: entry.bite_right_id ?? null,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * A league's transaction log, newest first, as `viewerMemberId` may see it (rules §4.16): adds,
 * drops, commissioner adds, won claims with their bid, executed trades and bites with the result
 * that earned them are public; a failed claim and its reason only to the member who made it.
 */
export async function leagueTransactions(
  db: Db,
  leagueId: number,
  viewerMemberId: number,
): Promise<LeagueTransaction[]> {
  const rows = await db
    .selectFrom('league_transactions as t')
    .innerJoin('players as p', 'p.id', 't.player_id')
    .innerJoin('league_members as m', 'm.id', 't.league_member_id')
    .leftJoin('league_members as other', 'other.id', 't.other_member_id')
    .select([
      't.id',
      't.league_id',
      't.league_member_id',
      't.kind',
      't.player_id',
      'p.player_name',
      'm.team_name',
      't.bid',
      't.reason',
      't.created_at',
      't.other_member_id',
      'other.team_name as other_team_name',
      't.trade_offer_id',
      't.bite_right_id',
    ])
    .where('t.league_id', '=', leagueId)
    .where((eb) =>
      eb.or([eb('t.kind', '<>', 'waiver_failed'), eb('t.league_member_id', '=', viewerMemberId)]),
    )
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    reason:
      row.kind !== 'waiver_failed' || row.league_member_id === viewerMemberId ? row.reason : null,
    created_at: row.created_at.toISOString(),
  }));
}
