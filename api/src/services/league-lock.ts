import { LEAGUE_SIZE, MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { LeagueRow } from '../db/schema';
import { notFound } from '../errors';

/**
 * Locks a league's row for the rest of the transaction. Every change to who is in a league (an
 * invitation, an acceptance, a hand-over, activation) and to its rules takes this lock first, so
 * two racing requests are decided one after the other: two invitations can never fill an 11th
 * spot, and rules can never change under an activation.
 */
export async function lockLeague(trx: Db, leagueId: number): Promise<LeagueRow> {
  const league = await trx
    .selectFrom('leagues')
    .selectAll()
    .where('id', '=', leagueId)
    .forUpdate()
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  return league;
}

export interface MemberCounts {
  commish: number;
  player: number;
  invited: number;
  /** Valid members: the roles that own a team (player or commish, rules §9). */
  valid: number;
  /** Spots taken: valid members plus pending invitations, which reserve a spot. */
  reserved: number;
  /** Spots still open for invitations (never negative). */
  open: number;
}

export async function countMembers(db: Db, leagueId: number): Promise<MemberCounts> {
  const rows = await db
    .selectFrom('league_members')
    .select((eb) => ['role', eb.fn.countAll<number>().as('count')])
    .where('league_id', '=', leagueId)
    .groupBy('role')
    .execute();
  const countOf = (role: string) => Number(rows.find((row) => row.role === role)?.count ?? 0);
  const commish = countOf('commish');
  const player = countOf('player');
  const invited = countOf('invited');
  const reserved = commish + player + invited;
  return {
    commish,
    player,
    invited,
    valid: commish + player,
    reserved,
    open: Math.max(0, LEAGUE_SIZE - reserved),
  };
}
