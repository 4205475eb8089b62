import { holdsATeam, MESSAGES, TEAM_ROLES } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { LeagueMemberRow } from '../db/schema';
import { forbidden, notFound } from '../errors';

/** The caller's own valid membership (player or commish) in a league, or null. */
export async function findOwnMembership(
  db: Db,
  leagueId: number,
  userId: number,
): Promise<LeagueMemberRow | null> {
  const row = await db
    .selectFrom('league_members')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('user_id', '=', userId)
    .where('role', 'in', [...TEAM_ROLES])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A user reads a league only as a member (decisions.md). A league that does not exist answers
 * 404; one that exists but is not the caller's answers 403.
 */
export async function requireLeagueMember(
  db: Db,
  leagueId: number,
  userId: number,
): Promise<LeagueMemberRow> {
  const membership = await findOwnMembership(db, leagueId, userId);
  if (membership) return membership;
  const league = await db
    .selectFrom('leagues')
    .select('id')
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) throw notFound('League not found.');
  throw forbidden(MESSAGES.notMemberOfLeague);
}

/** Only the commissioner invites, adds players to teams and activates (decisions.md). */
export async function requireCommissioner(
  db: Db,
  leagueId: number,
  userId: number,
): Promise<LeagueMemberRow> {
  const membership = await requireLeagueMember(db, leagueId, userId);
  if (membership.role !== 'commish') throw forbidden(MESSAGES.onlyCommissioner);
  return membership;
}

/**
 * A user acts only through their own membership (spec section 6). `memberId` is the membership
 * the request names; it must be the caller's.
 */
export async function requireOwnMember(
  db: Db,
  memberId: number,
  userId: number,
): Promise<LeagueMemberRow> {
  const member = await db
    .selectFrom('league_members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound('League member not found.');
  if (member.user_id !== userId) {
    await requireLeagueMember(db, member.league_id, userId);
    throw forbidden(MESSAGES.userNotMember);
  }
  if (!holdsATeam(member)) throw forbidden(MESSAGES.userNotMember);
  return member;
}
