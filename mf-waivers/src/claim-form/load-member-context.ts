import {
  MESSAGES,
  errorStatusOf,
  getLeagueMemberByLeagueAndUserId,
  getRosterRulesByLeagueId,
  getRosteredPlayersByLeagueMemberId,
  getWaiverClaimsByLeagueMemberId,
  isRosterFull,
  messageFromError,
  rosterTypeOf,
  type LeagueMember,
  type RosteredPlayer,
  type RosterRules,
  type WaiverClaim,
} from '@fangtasy/shared';

/** A load failure already worded for the screen (rules §8.8). */
export class ScreenError extends Error {}

/** What the claim and add forms know about the member: budget, rule set, roster, pending claims. */
export interface MemberContext {
  member: LeagueMember;
  rules: RosterRules;
  roster: RosteredPlayer[];
  claims: WaiverClaim[];
  rosterFull: boolean;
}

const failWith = (text: string) => () => {
  throw new ScreenError(text);
};

/** The caller's membership in the league, or the rules §8 text for why there is none. */
export async function loadOwnMember(leagueId: number, userId: number): Promise<LeagueMember> {
  let member: LeagueMember | null;
  try {
    member = await getLeagueMemberByLeagueAndUserId(leagueId, userId);
  } catch (error) {
    const status = errorStatusOf(error);
    if (status === 403 || status === 404) throw new ScreenError(MESSAGES.waiversUserNotMember);
    throw new ScreenError(messageFromError(error, MESSAGES.failedToLoadLeagueMemberData));
  }
  if (!member) throw new ScreenError(MESSAGES.waiversNoLeagueMembers);
  return member;
}

/** Loads the member's side of the waiver forms, each part with its own failure text. */
export async function loadMemberContext(leagueId: number, userId: number): Promise<MemberContext> {
  const member = await loadOwnMember(leagueId, userId);
  const [rules, roster, claims] = await Promise.all([
    getRosterRulesByLeagueId(leagueId, rosterTypeOf(member)).catch(
      failWith(MESSAGES.failedToFetchRosterRulesForWaivers),
    ),
    getRosteredPlayersByLeagueMemberId(member.id).catch(failWith(MESSAGES.failedToLoadWaiverData)),
    getWaiverClaimsByLeagueMemberId(member.id, 1).catch(
      failWith(MESSAGES.failedToLoadExistingClaims),
    ),
  ]);
  // Rules without a numeric roster size are broken: the form answers 'Invalid roster rules'.
  const rosterFull = typeof rules.max_roster_size === 'number' && isRosterFull(rules, roster);
  return { member, rules, roster, claims, rosterFull };
}

/** The text to show for a failed load: a ScreenError's own, else the screen's default. */
export const loadFailureText = (error: unknown, fallback: string): string =>
  error instanceof ScreenError ? error.message : messageFromError(error, fallback);
