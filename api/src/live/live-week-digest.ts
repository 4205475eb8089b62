import { createHash } from 'node:crypto';
import type { LiveWeek } from '@fangtasy/shared/contract';
import type { MatchupPlayer, MatchupSide, MatchupSlot } from '@fangtasy/shared/domain';

const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Digests of the objects a state is built from, kept while they live: a process shares one
 * object per player among the leagues on the same rules, and keeps a side whose lineup and
 * figures did not change, so a stats update digests each player once, not once per league.
 */
const digests = new WeakMap<object, string>();

function kept(object: object, digest: () => string): string {
  let known = digests.get(object);
  if (known === undefined) {
    known = digest();
    digests.set(object, known);
  }
  return known;
}

const playerDigest = (player: MatchupPlayer) =>
  kept(player, () => digestOf(JSON.stringify(player)));

const slotsDigest = (slots: MatchupSlot[] | null) =>
  slots === null
    ? 'null'
    : slots
        .map((slot) => `${slot.slot}:${slot.kind}:${slot.player ? playerDigest(slot.player) : '-'}`)
        .join(',');

const sideDigest = (side: MatchupSide) =>
  kept(side, () => {
    const { starters, bench, ...team } = side;
    return digestOf(`${JSON.stringify(team)}\n${slotsDigest(starters)}\n${slotsDigest(bench)}`);
  });

/**
 * The id of a state of a league's week: a digest of its content (all but `updated_at`), taken as
 * a tree — each player's JSON, each side's team, slots and player digests, then the week — so
 * the same content gives the same id on any process, and another content another id.
 */
export function liveWeekId(state: LiveWeek): string {
  const { updated_at: _at, matchups, ...week } = state;
  const lines = [JSON.stringify(week)];
  for (const matchup of matchups)
    lines.push(
      `${matchup.id}|${matchup.week}|${matchup.is_final}|${JSON.stringify(matchup.playoff)}|` +
        `${sideDigest(matchup.home)}|${sideDigest(matchup.away)}`,
    );
  return digestOf(lines.join('\n')).slice(0, 22);
}
