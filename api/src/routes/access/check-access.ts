import { MESSAGES } from '@fangtasy/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app';
import {
  loadMembership,
  requireActivatingCommissioner,
  requireCommissioner,
  requireLeagueMember,
  requireOwnMember,
} from '../../auth/access';
import type { LeagueMemberRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { biteRightSeenBy } from '../../services/bites/bite-right-rows';
import { mayCreateLeagues } from '../../services/league-creators';
import { ownRosteredRow } from '../../services/roster-changes';
import { leagueOfRosteredPlayer } from '../../services/roster-reads';
import { offerSeenBy } from '../../services/trades/trade-views';
import { ownClaim } from '../../services/waiver-claims';
import type { IdAt, RouteAccess, ScopedAccess } from './route-access';

/**
 * The id a declaration names, read from the validated request. The route's schema has checked
 * it already; an id missing where the declaration says it is, is the declaration's mistake.
 */
function idAt(request: FastifyRequest, at: IdAt, optional = false): number | undefined {
  const [from, name] = at.split('.', 2) as ['params' | 'body' | 'query', string];
  const value = (request[from] as Record<string, unknown> | undefined)?.[name];
  if (value === undefined && optional) return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id)) {
    throw new Error(`${request.routeOptions.url}: access reads ${at}, which the request lacks`);
  }
  return id;
}

const required = (request: FastifyRequest, at: IdAt): number => idAt(request, at)!;

/**
 * Refuses the request unless the caller may make it (routes/access/route-access.ts). The answers
 * are the ones each rule has always given: 404 for a league, membership or row that does not
 * exist (or, for trades and bites, that the caller may not see), 403 with the rule's text.
 */
/** The membership the route's access check found: the route's declaration promises one. */
export function callerMembershipOf(request: FastifyRequest): LeagueMemberRow {
  const membership = request.callerMembership;
  if (!membership) {
    throw new Error(`${request.routeOptions.url}: its access declaration finds no membership`);
  }
  return membership;
}

export async function checkAccess(
  ctx: AppContext,
  request: FastifyRequest,
  access: RouteAccess,
): Promise<void> {
  if (access === 'public' || access === 'signed-in') return;
  await checkScoped(ctx, request, access);
}

async function checkScoped(
  { db, config }: AppContext,
  request: FastifyRequest,
  access: ScopedAccess,
): Promise<void> {
  const userId = request.userId;
  const id = (at: IdAt) => required(request, at);
  switch (access.kind) {
    case 'league-member':
      request.callerMembership = await requireLeagueMember(db, id(access.league), userId);
      return;
    case 'league-member-by-read':
      // memberWeekMatchups refuses a caller outside the league as requireLeagueMember does.
      return;
    case 'own-team':
      request.callerMembership = await requireLeagueMember(
        db,
        id(access.league),
        userId,
        MESSAGES.userNotMember,
      );
      return;
    case 'league-member-if-named': {
      const leagueId = idAt(request, access.league, true);
      if (leagueId !== undefined) await requireLeagueMember(db, leagueId, userId);
      return;
    }
    case 'commissioner':
      request.callerMembership = await requireCommissioner(db, id(access.league), userId);
      return;
    case 'activating-commissioner':
      await requireActivatingCommissioner(db, {
        leagueId: id(access.league),
        memberId: id(access.member),
        userId,
      });
      return;
    case 'league-creator':
      if (!(await mayCreateLeagues(db, config, userId)))
        throw forbidden(MESSAGES.onlyLeagueCreator);
      return;
    case 'self':
      if (id(access.user) !== userId) throw forbidden();
      return;
    case 'self-in-league':
      await requireLeagueMember(db, id(access.league), userId);
      // Rules §6: a user acts only through their own membership.
      if (id(access.user) !== userId) throw forbidden(MESSAGES.userNotMember);
      return;
    case 'self-or-league-member':
      // Your own membership is yours to read even while it is only an invitation.
      if (id(access.user) !== userId) await requireLeagueMember(db, id(access.league), userId);
      return;
    case 'self-or-commissioner':
      if (id(access.user) === userId) return;
      await requireCommissioner(db, id(access.league), userId, access.refusal);
      return;
    case 'own-member':
      request.callerMembership = await requireOwnMember(db, id(access.member), userId);
      return;
    case 'member-league-member': {
      const member = await loadMembership(db, id(access.member));
      await requireLeagueMember(db, member.league_id, userId);
      return;
    }
    case 'member-commissioner': {
      const member = await loadMembership(db, id(access.member));
      await requireCommissioner(db, member.league_id, userId);
      return;
    }
    case 'own-member-or-commissioner': {
      const member = await loadMembership(db, id(access.member));
      const caller = await requireLeagueMember(db, member.league_id, userId);
      if (caller.role !== 'commish' && member.user_id !== userId)
        throw forbidden(MESSAGES.userNotMember);
      return;
    }
    case 'rostered-player-owner':
      await ownRosteredRow(db, id(access.rosteredPlayer), userId);
      return;
    case 'rostered-player-league-member':
      await requireLeagueMember(
        db,
        await leagueOfRosteredPlayer(db, id(access.rosteredPlayer)),
        userId,
      );
      return;
    case 'claim-owner':
      await ownClaim(db, userId, id(access.claim));
      return;
    case 'trade-viewer':
      await offerSeenBy(db, id(access.offer), userId);
      return;
    case 'bite-right-viewer':
      await biteRightSeenBy(db, id(access.right), userId);
      return;
  }
}
