import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** What decides a run's claims: its league, its kind, its player (player runs) and its instant. */
export interface RunScope {
  league_id: number;
  kind: 'weekly' | 'player';
  player_id: number | null;
  due_at: Date;
}

/**
 * Pending claims, in any league, that a run due at `dueAt` would decide (rules §4.17): made
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

/**
 * Pending claims, in any league, on a dropped player whose waiver period has ended by `now`, made
 * before it ended: each such player's run is due (`rp` is his ended waiver record). A player
 * dropped again since is on his newer waiver period, which decides these claims.
 */
export function claimsInDuePlayerRuns(db: Db, now: Date) {
  return db
    .selectFrom('waiver_claims as wc')
    .innerJoin('leagues as l', 'l.id', 'wc.league_id')
    .innerJoin('rostered_players as rp', (join) =>
      join.onRef('rp.league_id', '=', 'wc.league_id').onRef('rp.player_id', '=', 'wc.player_id'),
    )
    .where('l.is_active', '=', 1)
    .where('wc.is_active', '=', 1)
    .where('rp.is_rostered', '=', 0)
    .where('rp.waivers_until', '<=', now)
    .whereRef('wc.created_at', '<', 'rp.waivers_until')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rostered_players as later')
            .select(sql.lit(1).as('one'))
            .whereRef('later.league_id', '=', 'rp.league_id')
            .whereRef('later.player_id', '=', 'rp.player_id')
            .where('later.is_rostered', '=', 0)
            .whereRef('later.waivers_until', '>', 'rp.waivers_until'),
        ),
      ),
    );
}
