import type { BitePlayer, BiteRight } from './entities';

/** How long a bite taken stays news on the two teams' pages (My Team, the dashboard). */
export const BITE_NEWS_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a member's pages say about bites: a right to use, a bite he took, or one he suffered. */
export interface BiteNews {
  kind: 'to_take' | 'took' | 'bitten';
  right: BiteRight;
}

/**
 * The bites that concern a member now (docs/decisions/019-the-vampire-bite.md): his open rights
 * still before their deadline, soonest first; then the bites taken by him or from him in the last
 * `BITE_NEWS_DAYS` by the league clock (`now`), newest first. What the clock has not reached yet
 * (a clock set back, as tests and demos do) is no news.
 */
export function biteNewsFor(
  rights: readonly BiteRight[],
  memberId: number,
  now: Date | string,
): BiteNews[] {
  const at = new Date(now).getTime();
  const open = rights
    .filter(
      (right) =>
        right.status === 'open' &&
        right.vampire_member_id === memberId &&
        new Date(right.granted_at).getTime() <= at &&
        new Date(right.deadline_at).getTime() > at,
    )
    .sort((a, b) => a.deadline_at.localeCompare(b.deadline_at))
    .map((right): BiteNews => ({ kind: 'to_take', right }));
  const taken = rights
    .filter(
      (right) =>
        right.status === 'taken' &&
        right.decided_at !== null &&
        new Date(right.decided_at).getTime() <= at &&
        at - new Date(right.decided_at).getTime() <= BITE_NEWS_DAYS * DAY_MS &&
        (right.vampire_member_id === memberId || right.victim_member_id === memberId),
    )
    .sort((a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''))
    .map((right): BiteNews => ({
      kind: right.vampire_member_id === memberId ? 'took' : 'bitten',
      right,
    }));
  return [...open, ...taken];
}

/** 'Matthew Stafford (QB, LA)'. */
export const bitePlayerText = (player: BitePlayer): string =>
  `${player.player_name} (${player.position}, ${player.team})`;

const teamOf = (name: string | null) => name ?? 'Unknown';

/**
 * A taken bite in one sentence, as `memberId` reads it: 'You took …', '… took … from you', or
 * '… took … from …' for the rest of the league; with the player sent back under the swap.
 */
export function biteStoryText(right: BiteRight, memberId: number | null): string {
  if (!right.taken_player) return '';
  const taken = bitePlayerText(right.taken_player);
  const back = right.swap_player ? ` and sent back ${bitePlayerText(right.swap_player)}` : '';
  const vampire = teamOf(right.vampire_team_name);
  const victim = teamOf(right.victim_team_name);
  if (memberId === right.vampire_member_id) return `You took ${taken} from ${victim}${back}.`;
  if (memberId === right.victim_member_id) return `${vampire} took ${taken} from you${back}.`;
  return `${vampire} took ${taken} from ${victim}${back}.`;
}

/** Why the right was earned, in the transaction log's words: 'Won week 8, 145.18 to 83.58.' */
export const biteWonText = (right: BiteRight): string =>
  `Won week ${right.week}, ${right.vampire_score.toFixed(2)} to ${right.victim_score.toFixed(2)}.`;

/**
 * A piece of bite news in the words both teams' pages use (My Team, the dashboard): what happened
 * or is to do, and why — the result that earned the right and, for the bitten team, why its bench
 * was open. `deadline` is the right's deadline as the page writes dates.
 */
export function biteNewsLines(
  news: BiteNews,
  memberId: number,
  deadline: string,
): { headline: string; why: string } {
  const { right } = news;
  if (news.kind === 'to_take')
    return {
      headline: `You beat ${teamOf(right.victim_team_name)} in week ${right.week}, ${right.vampire_score.toFixed(2)} to ${right.victim_score.toFixed(2)}: take one of their players by ${deadline}.`,
      why: '',
    };
  const exposed =
    news.kind === 'bitten' && right.exposure.length > 0
      ? ` Your lineup was exposed: ${right.exposure.join(' ')}`
      : '';
  return { headline: biteStoryText(right, memberId), why: `${biteWonText(right)}${exposed}` };
}
