import {
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  LEAGUE_SIZE,
  MESSAGES,
  REGULAR_SEASON_WEEKS,
  roundRobinSchedule,
  rosterTypeOf,
  shuffle,
  type MemberRole,
  type PlayoffRules,
} from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { activatingCommissioner } from '../auth/access';
import type { Db } from '../db/connect';
import type { LeagueMemberRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { countMembers, lockLeague } from './league-lock';
import {
  insertLeagueRules,
  rosterRulesOf,
  type BiteRuleValues,
  type RosterRuleValues,
  type TradeRuleValues,
  type ScoringRuleValues,
  type WaiverRuleValues,
} from './league-rules';
import { insertPlayoffRules } from './playoffs/playoff-rules';
import { firstPlayableWeek } from './playable-weeks';
import { seasonForNow } from './season';
import { inTransaction } from './in-transaction';
import { defaultTeamName, freeDefaultTeamName, settingTeamName } from './team-names';
import { holdsATeamSql } from './member-rules-sql';
import { draftAtActivation } from './drafts/draft-activation';

export interface CreateLeagueInput {
  creatorUserId: number;
  name: string;
  /** Each rule set left out gets the wizard's defaults (rules §9). */
  regularRosterRules?: RosterRuleValues | undefined;
  vampireRosterRules?: RosterRuleValues | undefined;
  scoringRules?: ScoringRuleValues | undefined;
  waiverRules?: WaiverRuleValues | undefined;
  tradeRules?: TradeRuleValues | undefined;
  biteRules?: BiteRuleValues | undefined;
  playoffRules?: PlayoffRules | undefined;
}

/**
 * Creates an inactive league with its rule records and its creator as commissioner
 * (non-vampire, default team name, the regular set's beginning FAAB) — all or nothing.
 * Who may create leagues is the route's concern (the configured creator accounts).
 */
export async function createLeague(
  db: Db,
  now: Date,
  input: CreateLeagueInput,
): Promise<{ leagueId: number; commishMemberId: number }> {
  const regular = input.regularRosterRules ?? DEFAULT_ROSTER_RULES;
  return inTransaction(db, async (trx) => {
    const creator = await trx
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('id', '=', input.creatorUserId)
      .executeTakeFirst();
    if (!creator) throw notFound(MESSAGES.userNotFound);
    const season = await seasonForNow(trx, now);
    const league = await trx
      .insertInto('leagues')
      .values({ name: input.name, is_active: 0, season, created_by: creator.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLeagueRules(trx, league.id, {
      regular,
      vampire: input.vampireRosterRules ?? DEFAULT_ROSTER_RULES,
      scoring: input.scoringRules ?? DEFAULT_SCORING_RULES,
      waiver: input.waiverRules ?? DEFAULT_WAIVER_RULES,
      trade: input.tradeRules,
      bite: input.biteRules,
    });
    await insertPlayoffRules(trx, league.id, input.playoffRules ?? DEFAULT_PLAYOFF_RULES);
    const commish = await trx
      .insertInto('league_members')
      .values({
        league_id: league.id,
        user_id: creator.id,
        role: 'commish',
        is_vamp: 0,
        team_name: defaultTeamName(creator.first_name),
        remaining_faab_budget: regular.beginning_faab,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { leagueId: league.id, commishMemberId: commish.id };
  });
}

/**
 * Invites a user: a membership with role 'invited', no team name and no budget yet
 * (rules §4). A pending invitation reserves one of the league's 10 spots, so a league can never
 * have more acceptances waiting than it has room for. A user who declined earlier may be invited
 * again: their membership row is reused. Only the commissioner invites (checked by the route).
 */
export async function inviteMember(
  db: Db,
  input: { leagueId: number; userId: number; isVamp: boolean | number },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockLeague(trx, input.leagueId);
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.userId)
      .where('is_bot', '=', false)
      .executeTakeFirst();
    if (!user) throw notFound(MESSAGES.userNotFound);
    const existing = await trx
      .selectFrom('league_members')
      .select(['id', 'role'])
      .where('league_id', '=', input.leagueId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    if (existing && existing.role !== 'declined') throw conflict(MESSAGES.alreadyMember);
    const counts = await countMembers(trx, input.leagueId);
    if (counts.reserved >= LEAGUE_SIZE) throw conflict(MESSAGES.leagueFull);

    const invitation = {
      role: 'invited' as const,
      is_vamp: input.isVamp ? 1 : 0,
      team_name: null,
      remaining_faab_budget: null,
      waiver_order: null,
    };
    if (existing) {
      await trx
        .updateTable('league_members')
        .set(invitation)
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const created = await trx
      .insertInto('league_members')
      .values({ league_id: input.leagueId, user_id: input.userId, ...invitation })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
}

/**
 * A membership create that is not an invitation: rules §4's creation sequence adds the
 * creator as commish after POST /leagues/create, which has done so already. A create that matches
 * the membership that exists (its role and vampire flag, and the team name and budget when sent)
 * changes nothing and succeeds; any other is refused, so no create can make a second
 * commissioner, a player without an invitation, or a budget the rules don't give.
 */
export async function confirmExistingMembership(
  db: Db,
  input: {
    leagueId: number;
    userId: number;
    role: MemberRole;
    is_vamp?: number | boolean | undefined;
    team_name?: string | null | undefined;
    remaining_faab_budget?: number | null | undefined;
  },
): Promise<void> {
  const existing = await db
    .selectFrom('league_members')
    .select(['role', 'is_vamp', 'team_name', 'remaining_faab_budget'])
    .where('league_id', '=', input.leagueId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  const sent = <T>(value: T | null | undefined, stored: T) =>
    value === undefined || value === null || value === stored;
  const matches =
    existing !== undefined &&
    existing.role === input.role &&
    Boolean(existing.is_vamp) === Boolean(input.is_vamp ?? false) &&
    sent(input.team_name, existing.team_name) &&
    sent(input.remaining_faab_budget, existing.remaining_faab_budget);
  if (!matches) throw conflict(MESSAGES.alreadyMember);
}

/**
 * The invited user accepts or declines. Accepting makes them a player with the default team name
 * and the beginning FAAB of their OWN roster rule set — vampires type 2, regular members type 1
 * (rules §4.3 settles the spec's two readings). A league that already has 10 valid members
 * refuses the acceptance. The default name is made unique in the league ('Team Lucy 2' beside
 * a 'Team Lucy').
 */
export async function respondToInvitation(
  db: Db,
  input: { leagueId: number; userId: number; accept: boolean },
): Promise<LeagueMemberRow> {
  return settingTeamName(() => acceptOrDecline(db, input));
}

async function acceptOrDecline(
  db: Db,
  input: { leagueId: number; userId: number; accept: boolean },
): Promise<LeagueMemberRow> {
  return inTransaction(db, async (trx) => {
    await lockLeague(trx, input.leagueId);
    const membership = await trx
      .selectFrom('league_members')
      .selectAll()
      .where('league_id', '=', input.leagueId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    if (!membership) throw notFound(MESSAGES.invitationNotFound);
    if (membership.role !== 'invited') throw conflict(MESSAGES.invitationNotPending);

    if (!input.accept) {
      return trx
        .updateTable('league_members')
        .set({ role: 'declined' })
        .where('id', '=', membership.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }

    const counts = await countMembers(trx, input.leagueId);
    if (counts.valid >= LEAGUE_SIZE) throw conflict(MESSAGES.leagueFull);
    const rules = await rosterRulesOf(trx, input.leagueId, rosterTypeOf(membership));
    if (!rules) throw conflict(MESSAGES.noRosterRules);
    const user = await trx
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', input.userId)
      .executeTakeFirstOrThrow();
    return trx
      .updateTable('league_members')
      .set({
        role: 'player',
        team_name: await freeDefaultTeamName(trx, input.leagueId, user.first_name, membership.id),
        remaining_faab_budget: rules.beginning_faab,
      })
      .where('id', '=', membership.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface ActivationStatus {
  valid_member_count: number;
  commissioner_count: number;
  is_active: 0 | 1;
  /** What the Activate League page shows. */
  message: string;
}

/**
 * What stands between a league and activation, checked in the order activation checks it
 * (the caller being commissioner aside): already active, several commissioners, member count.
 */
export async function readActivationStatus(
  db: Db,
  leagueId: number,
  now: Date,
): Promise<ActivationStatus> {
  const league = await db
    .selectFrom('leagues')
    .select(['is_active', 'season'])
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  const counts = await countMembers(db, leagueId);
  // The same order of checks as activateLeague, so the page says what activation would answer.
  const message = league.is_active
    ? MESSAGES.leagueAlreadyActive
    : counts.commish > 1
      ? MESSAGES.multipleCommissioners
      : counts.valid !== LEAGUE_SIZE
        ? MESSAGES.wrongMemberCount(counts.valid)
        : (await firstPlayableWeek(db, league.season, now)) > REGULAR_SEASON_WEEKS
          ? MESSAGES.regularSeasonOver
          : MESSAGES.readyToActivate;
  return {
    valid_member_count: counts.valid,
    commissioner_count: counts.commish,
    is_active: league.is_active ? 1 : 0,
    message,
  };
}

/**
 * Activates a league (rules §4 and §5, checks and texts in the spec's order): only through
 * the caller's own commissioner membership, only once, only with one commissioner and exactly
 * 10 valid members. In the same transaction it draws the round-robin schedule for weeks 1-9
 * (rules §4.18: circle method, order drawn at random and stored) and the starting rolling
 * waiver order. `random` is injectable so tests can fix the draw.
 */
export async function activateLeague(
  db: Db,
  input: { leagueId: number; memberId: number; userId: number; now?: Date },
  random: () => number = Math.random,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, input.leagueId);
    const commissioner = await activatingCommissioner(trx, input);
    if (!commissioner) throw forbidden(MESSAGES.onlyCommissionerActivates);
    if (league.is_active) throw badRequest(MESSAGES.leagueAlreadyActive);
    const counts = await countMembers(trx, input.leagueId);
    if (counts.commish > 1) throw badRequest(MESSAGES.multipleCommissioners);
    if (counts.valid !== LEAGUE_SIZE) throw badRequest(MESSAGES.wrongMemberCount(counts.valid));

    const activatedAt = input.now ?? new Date();
    // A draft under way refuses activation; a complete one set the waiver order (decision 059).
    const { keepWaiverOrder } = await draftAtActivation(trx, input.leagueId, activatedAt);
    // A league activated after its season started plays from the next week (decision 023).
    const firstWeek = await firstPlayableWeek(trx, league.season, activatedAt);
    if (firstWeek > REGULAR_SEASON_WEEKS) throw badRequest(MESSAGES.regularSeasonOver);

    const members = await trx
      .selectFrom('league_members')
      .select('id')
      .where('league_id', '=', input.leagueId)
      .where(holdsATeamSql('league_members'))
      .orderBy('id')
      .execute();
    const memberIds = members.map((member) => member.id);

    await trx
      .updateTable('leagues')
      .set({ is_active: 1, activated_at: activatedAt })
      .where('id', '=', input.leagueId)
      .execute();

    const pairings = roundRobinSchedule(shuffle(memberIds, random), REGULAR_SEASON_WEEKS).filter(
      (pairing) => pairing.week >= firstWeek,
    );
    await trx
      .insertInto('schedules')
      .values(
        pairings.map((pairing) => ({
          league_id: input.leagueId,
          week: pairing.week,
          home_league_member: pairing.home,
          away_league_member: pairing.away,
        })),
      )
      .execute();

    if (keepWaiverOrder) return;
    await setWaiverOrder(trx, shuffle(memberIds, random));
  });
}

/** Numbers the members' waiver order 1, 2, … in the order given, in one statement. */
export async function setWaiverOrder(trx: Db, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await trx
    .updateTable('league_members')
    .set({
      waiver_order: sql<number>`CASE id ${sql.join(
        memberIds.map((memberId, index) => sql`WHEN ${memberId}::int THEN ${index + 1}::int`),
        sql` `,
      )} END`,
    })
    .where('id', 'in', [...memberIds])
    .execute();
}
