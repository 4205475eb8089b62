import { holdsATeam, MESSAGES, rosterTypeOf, type MemberRole } from '@fangtasy/shared/domain';
import { findOwnMembership } from '../auth/access';
import type { Db } from '../db/connect';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { lockLeague } from './league-lock';
import { inTransaction } from './in-transaction';
import { rosterRulesOf } from './league-rules';
import { requireFreeTeamName, settingTeamName } from './team-names';
import { holdsATeamSql } from './member-rules-sql';

/**
 * A role change made by the commissioner. A league has exactly one commissioner at all times,
 * so the only changes allowed are:
 * - handing the league over: a player set to 'commish' becomes commissioner and the caller
 *   becomes a player in the same transaction (never a silent second commissioner);
 * - withdrawing an invitation: an invited membership set to 'declined' (frees its spot);
 * - setting the role a membership already has (no change).
 * Refused: the commissioner's own role (the league would be left without one — hand over
 * instead), accepting or declining on an invitee's behalf (only the invitee answers), and every
 * other change (removing players or reinstating members would orphan rosters and schedules;
 * a new invitation goes through POST /league_members/create).
 */
export async function changeRoleAsCommissioner(
  db: Db,
  input: { leagueId: number; callerUserId: number; targetUserId: number; role: MemberRole },
): Promise<{ message: string }> {
  return inTransaction(db, async (trx) => {
    await lockLeague(trx, input.leagueId);
    const memberships = await trx
      .selectFrom('league_members')
      .select(['id', 'user_id', 'role'])
      .where('league_id', '=', input.leagueId)
      .where('user_id', 'in', [input.callerUserId, input.targetUserId])
      .execute();
    const caller = memberships.find((member) => member.user_id === input.callerUserId);
    const target = memberships.find((member) => member.user_id === input.targetUserId);
    if (caller?.role !== 'commish') {
      const isMember = caller?.role === 'player';
      throw forbidden(isMember ? MESSAGES.onlyCommissioner : MESSAGES.notMemberOfLeague);
    }
    if (!target) throw notFound(MESSAGES.userNotMember);
    if (target.role === input.role) return { message: MESSAGES.roleUnchanged };
    if (target.id === caller.id) throw badRequest(MESSAGES.commissionerKeepsRole);

    if (target.role === 'player' && input.role === 'commish') {
      await trx
        .updateTable('league_members')
        .set({ role: 'player' })
        .where('id', '=', caller.id)
        .execute();
      await trx
        .updateTable('league_members')
        .set({ role: 'commish' })
        .where('id', '=', target.id)
        .execute();
      return { message: MESSAGES.commissionerHandedOver };
    }
    if (target.role === 'invited' && input.role === 'declined') {
      await trx
        .updateTable('league_members')
        .set({ role: 'declined' })
        .where('id', '=', target.id)
        .execute();
      return { message: MESSAGES.invitationWithdrawn };
    }
    if (target.role === 'invited' && input.role === 'player')
      throw forbidden(MESSAGES.onlyInviteeResponds);
    throw badRequest(MESSAGES.roleChangeNotAllowed);
  });
}

/**
 * Renames the caller's own team (the route checks it is theirs). A name another team of the
 * league has, in any letter case, is refused with a clear message (and by migration 018's index
 * when two renames race to one name).
 */
export async function renameTeam(
  db: Db,
  input: { leagueId: number; userId: number; teamName: string },
): Promise<void> {
  const own = await findOwnMembership(db, input.leagueId, input.userId);
  if (!own) throw forbidden(MESSAGES.userNotMember);
  await requireFreeTeamName(db, input.leagueId, input.teamName, own.id);
  await settingTeamName(() =>
    db
      .updateTable('league_members')
      .set({ team_name: input.teamName })
      .where('id', '=', own.id)
      .execute(),
  );
}

/**
 * PUT /league_members/updateRemainingFaabBudget: the commissioner sets a team's remaining FAAB,
 * before the season only: once the league is active a budget changes through won claims alone,
 * each in the league's transaction log, so no budget — the commissioner's own included — moves
 * unseen (docs/decisions/013). A member who is not the commissioner may make the call for his own
 * team only to confirm the starting budget his roster rule set gives (the last step of accepting
 * an invitation, rules §4), and only before the league is active.
 */
export async function setRemainingFaabBudget(
  db: Db,
  input: { leagueId: number; callerUserId: number; targetUserId: number; amount: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, input.leagueId);
    const caller = await trx
      .selectFrom('league_members')
      .select(['id', 'role', 'is_vamp', 'remaining_faab_budget'])
      .where('league_id', '=', input.leagueId)
      .where('user_id', '=', input.callerUserId)
      .executeTakeFirst();
    if (!caller || !holdsATeam(caller)) throw forbidden(MESSAGES.notMemberOfLeague);
    if (caller.role !== 'commish') {
      const rules = await rosterRulesOf(trx, input.leagueId, rosterTypeOf(caller));
      const confirmsOwnStart =
        input.targetUserId === input.callerUserId &&
        !league.is_active &&
        rules !== null &&
        input.amount === rules.beginning_faab;
      if (!confirmsOwnStart) throw forbidden(MESSAGES.onlyStartingBudget);
    }
    if (league.is_active) throw conflict(MESSAGES.budgetsLocked);
    const updated = await trx
      .updateTable('league_members')
      .set({ remaining_faab_budget: input.amount })
      .where('league_id', '=', input.leagueId)
      .where('user_id', '=', input.targetUserId)
      .where(holdsATeamSql('league_members'))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound(MESSAGES.userNotMember);
  });
}
