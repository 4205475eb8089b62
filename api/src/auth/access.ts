import { holdsATeam, MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { LeagueMemberRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { holdsATeamSql } from '../services/member-rules-sql';

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
    .where(holdsATeamSql('league_members'))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A user reads a league only as a member (rules §6.2). A league that does not exist answers
 * 404; one that exists but is not the caller's answers 403.
 */
export async function requireLeagueMember(
  db: Db,
  leagueId: number,
  userId: number,
  refusal: string = MESSAGES.notMemberOfLeague,
): Promise<LeagueMemberRow> {
  const membership = await findOwnMembership(db, leagueId, userId);
  if (membership) return membership;
  const league = await db
    .selectFrom('leagues')
    .select('id')
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  throw forbidden(refusal);
}

/** Only the commissioner invites, adds players to teams and activates (rules §6.5). */
export async function requireCommissioner(
  db: Db,
  leagueId: number,
  userId: number,
  refusal: string = MESSAGES.onlyCommissioner,
): Promise<LeagueMemberRow> {
  const membership = await requireLeagueMember(db, leagueId, userId);
  if (membership.role !== 'commish') throw forbidden(refusal);
  return membership;
}

/**
 * A user acts only through their own membership (rules §6). `memberId` is the membership
 * the request names; it must be the caller's.
 */
export async function requireOwnMember(
  db: Db,
  memberId: number,
  userId: number,
): Promise<LeagueMemberRow> {
  const member = await loadMembership(db, memberId);
  if (member.user_id !== userId) {
    await requireLeagueMember(db, member.league_id, userId);
    throw forbidden(MESSAGES.userNotMember);
  }
  if (!holdsATeam(member)) throw forbidden(MESSAGES.userNotMember);
  return member;
}

/** A membership by its id, whatever its role, or 404. */
export async function loadMembership(db: Db, memberId: number): Promise<LeagueMemberRow> {
  const member = await db
    .selectFrom('league_members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound(MESSAGES.leagueMemberNotFound);
  return member;
}

/**
 * Only the commissioner activates, through his own membership the request names (rules §4
 * and §5): the league's commissioner membership of that id and user, or undefined.
 */
export async function activatingCommissioner(
  db: Db,
  input: { leagueId: number; memberId: number; userId: number },
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('league_members')
    .select('id')
    .where('id', '=', input.memberId)
    .where('league_id', '=', input.leagueId)
    .where('user_id', '=', input.userId)
    .where('role', '=', 'commish')
    .executeTakeFirst();
}

/** Activation's refusal, as the spec words it; a league that does not exist answers 404. */
export async function requireActivatingCommissioner(
  db: Db,
  input: { leagueId: number; memberId: number; userId: number },
): Promise<void> {
  if (await activatingCommissioner(db, input)) return;
  const league = await db
    .selectFrom('leagues')
    .select('id')
    .where('id', '=', input.leagueId)
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  throw forbidden(MESSAGES.onlyCommissionerActivates);
}
