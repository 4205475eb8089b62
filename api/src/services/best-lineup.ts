import { bestLineup, canPlayInSlotCode, MESSAGES, slotKindOf } from '@fangtasy/shared/domain';
import { findOwnMembership } from '../auth/access';
import type { Db } from '../db/connect';
import { badRequest, forbidden } from '../errors';
import { loadLeague, openOwnRosterChange, refuseLockedChanges } from './roster-context';
import { myTeamPlayers } from './roster-reads';

/**
 * POST /rostered_players/bestLineup/{league_id}: the caller's own lineup set by shared
 * `bestLineup` (decision 016) from the server's state — roster, own rule set, this week's games,
 * locks and projections read under the roster lock — and written in one transaction. Answers how
 * many players moved (0: the lineup was already the best).
 */
export async function setBestLineup(
  db: Db,
  leagueId: number,
  userId: number,
  now: Date,
): Promise<number> {
  const league = await loadLeague(db, leagueId);
  const membership = await findOwnMembership(db, league.id, userId);
  if (!membership) throw forbidden(MESSAGES.userNotMember);
  return db.transaction().execute(async (trx) => {
    const change = await openOwnRosterChange(trx, membership.id, now);
    const players = await myTeamPlayers(
      trx,
      { id: league.id, season: league.season },
      membership.id,
      change.week,
      now,
    );
    const changes = bestLineup(change.rules, players);
    if (changes.length === 0) return 0;
    const byId = new Map(players.map((player) => [player.id, player]));
    // The rule is shared with the page; the server still checks what it is about to write.
    const after = new Map(players.map((player) => [player.id, player.roster_position]));
    for (const step of changes) after.set(step.id, step.roster_position);
    const taken = new Set<string>();
    for (const [id, slot] of after) {
      if (slotKindOf(slot) === 'BENCH') continue;
      if (taken.has(slot) || !canPlayInSlotCode(byId.get(id)!, slot))
        throw badRequest(MESSAGES.invalidMove);
      taken.add(slot);
    }
    await refuseLockedChanges(
      change,
      changes.map((step) => {
        const player = byId.get(step.id)!;
        return {
          player_id: player.player_id,
          is_injured: player.is_injured,
          to: step.roster_position,
        };
      }),
    );
    for (const step of changes) {
      await trx
        .updateTable('rostered_players')
        .set({ roster_position: step.roster_position, updated_at: now })
        .where('id', '=', step.id)
        .execute();
    }
    return changes.length;
  });
}
