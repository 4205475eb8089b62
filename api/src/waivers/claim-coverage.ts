import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** What decides a run's claims: its league, its kind, its player (player runs) and its instant. */
export interface RunScope {
  league_id: number;
  kind: 'weekly' | 'player';
  player_id: number | null;
  due_at: Date;
}

/**
 * Pending claims, in any league, that a run due at `dueAt` would decide (decisions.md): made
 * before that instant, on a player who is not on waivers past it — a claim on a player still on
 * waivers waits for the run due when his waiver period ends.
 */
export function claimsCoveredAt(db: Db, dueAt: Date) {
  return db
    .selectFrom('waiver_claims as wc')
    .where('wc.is_active', '=', 1)
    .where('wc.created_at', '<', dueAt)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rostered_players as rp')
            .select(sql.lit(1).as('one'))
            .whereRef('rp.league_id', '=', 'wc.league_id')
            .whereRef('rp.player_id', '=', 'wc.player_id')
            .where('rp.is_rostered', '=', 0)
            .where('rp.waivers_until', '>', dueAt),
        ),
      ),
    );
}

/**
 * The pending claims one run decides: its league's claims covered at its instant; a player run
 * only its player's. A player dropped by an award of this very run goes on waivers, so claims on
 * him leave the run and wait for his own.
 */
export function coveredClaims(db: Db, run: RunScope) {
  const playerId = run.player_id;
  return claimsCoveredAt(db, run.due_at)
    .where('wc.league_id', '=', run.league_id)
    .$if(playerId !== null, (qb) => qb.where('wc.player_id', '=', playerId ?? 0));
}
