import type { WaiverClaim } from '@fangtasy/shared';

/** Claims by league_member_priority ascending, those without a priority last (rules §2). */
export function byPriority<T extends Pick<WaiverClaim, 'league_member_priority'>>(
  claims: readonly T[],
): T[] {
  return claims
    .map((claim, index) => ({ claim, index }))
    .sort((a, b) => {
      const pa = a.claim.league_member_priority;
      const pb = b.claim.league_member_priority;
      if (pa === pb) return a.index - b.index;
      if (pa === null) return 1;
      if (pb === null) return -1;
      return pa - pb;
    })
    .map(({ claim }) => claim);
}
