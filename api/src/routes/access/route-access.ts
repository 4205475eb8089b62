/**
 * Who may call a route, declared in its options: `config: { access: … }`. One hook
 * (`access-hook.ts`) applies it through one checker (`check-access.ts`) after the request is
 * validated and before the handler runs; the authorization matrix test reads the declarations
 * from the route table, so a route without one fails it. api/CONTEXT.md lists the kinds.
 */

import type { LeagueMemberRow } from '../../db/schema';

/** Where the checker reads an id: a path parameter, a body field or a query parameter. */
export type IdAt = `params.${string}` | `body.${string}` | `query.${string}`;

/** The kinds that need no id: anyone, or any signed-in user. */
export type OpenAccess = 'public' | 'signed-in';

/** The kinds that read one or more ids from the request, each named by where it is. */
export type ScopedAccess =
  /** A member of the league (a team: player or commissioner). */
  | { kind: 'league-member'; league: IdAt }
  /**
   * A member of the league, checked by the route's read itself from the members it holds at
   * their read versions (Matchups, decision 033): the hook makes no query of its own, so a
   * member's poll stays the session check, the versions and what changed.
   */
  | { kind: 'league-member-by-read'; league: IdAt }
  /**
   * The caller's own team in the league (rules §6.3): a member, refused as the roster screen
   * refuses ('User is not a member of this league.').
   */
  | { kind: 'own-team'; league: IdAt }
  /** As league-member when the request names a league; any signed-in user otherwise. */
  | { kind: 'league-member-if-named'; league: IdAt }
  /** The league's commissioner. */
  | { kind: 'commissioner'; league: IdAt }
  /** The league's commissioner, through the membership the request names (activation's text). */
  | { kind: 'activating-commissioner'; league: IdAt; member: IdAt }
  /** An account of a configured creator e-mail that proved it with the set-up token. */
  | { kind: 'league-creator' }
  /** The caller is the user the request names. */
  | { kind: 'self'; user: IdAt }
  /** A member of the league acting on their own membership in it. */
  | { kind: 'self-in-league'; league: IdAt; user: IdAt }
  /** The user's own membership, or any member of the league. */
  | { kind: 'self-or-league-member'; league: IdAt; user: IdAt }
  /** The user's own membership (the service decides what they may do to it), or the commissioner. */
  | {
      kind: 'self-or-commissioner';
      league: IdAt;
      user: IdAt;
      /** A member's refusal where the call's own text says more than "only the commissioner". */
      refusal?: string;
    }
  /** The membership the request names is the caller's own team. */
  | { kind: 'own-member'; member: IdAt }
  /** A member of the league of the membership the request names. */
  | { kind: 'member-league-member'; member: IdAt }
  /** The commissioner of the league of the membership the request names. */
  | { kind: 'member-commissioner'; member: IdAt }
  /** The membership the request names is the caller's own, or the caller is its commissioner. */
  | { kind: 'own-member-or-commissioner'; member: IdAt }
  /** The rostered-player row (still rostered) is on the caller's own team. */
  | { kind: 'rostered-player-owner'; rosteredPlayer: IdAt }
  /** A member of the league of the rostered-player row. */
  | { kind: 'rostered-player-league-member'; rosteredPlayer: IdAt }
  /** The waiver claim is the caller's own. */
  | { kind: 'claim-owner'; claim: IdAt }
  /**
   * A trade offer the caller may see (its two teams; the league while it is under review or
   * closed); anyone else is answered as for an offer that does not exist (404). What each may do
   * with it (answer, withdraw, review) is the action's own check, 403 with its reason.
   */
  | { kind: 'trade-viewer'; offer: IdAt }
  /** A bite right of the caller's league; anyone else is answered 404. Using it is the vampire's. */
  | { kind: 'bite-right-viewer'; right: IdAt };

export type RouteAccess = OpenAccess | ScopedAccess;

/** The name of a declaration's kind, as the matrix test and the docs name it. */
export const accessKindOf = (access: RouteAccess): string =>
  typeof access === 'string' ? access : access.kind;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's membership the access check found (league-member, commissioner and own-member
     * kinds), for a route that acts as it; null for the other kinds.
     */
    callerMembership: LeagueMemberRow | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (routes/access/route-access.ts); every route declares it. */
    access?: RouteAccess;
  }
}
