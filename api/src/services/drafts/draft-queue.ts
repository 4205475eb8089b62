import { DRAFT_MESSAGES, type DraftQueue } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { LeagueMemberRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { holdsATeamSql } from '../member-rules-sql';
import { inTransaction } from '../in-transaction';
import { takenPlayerIds } from './autopick';
import { settleDraft } from './draft-engine';
import { lockDraft } from './draft-rows';

/** A member's queue, first wanted first, each player with whether he is still available. */
export async function draftQueue(db: Db, member: LeagueMemberRow): Promise<DraftQueue> {
  const rows = await db
    .selectFrom('draft_queue as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select(['p.id', 'p.player_name', 'p.position', 'p.team'])
    .where('q.league_id', '=', member.league_id)
    .where('q.league_member_id', '=', member.id)
    .orderBy('q.place')
    .execute();
  const taken = await takenPlayerIds(db, member.league_id);
  return {
    league_member_id: member.id,
    players: rows.map((row) => ({
      player_id: row.id,
      player_name: row.player_name,
      position: row.position as DraftQueue['players'][number]['position'],
      nfl_team: row.team,
      available: !taken.has(row.id),
    })),
  };
}

/** Replaces a member's queue (PUT /drafts/setQueue): players that exist, each once (the body's). */
export async function setDraftQueue(
  db: Db,
  member: LeagueMemberRow,
  playerIds: readonly number[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockDraft(trx, member.league_id);
    if (playerIds.length > 0) {
      const found = await trx
        .selectFrom('players')
        .select('id')
        .where('id', 'in', [...playerIds])
        .execute();
      if (found.length !== playerIds.length) throw badRequest(DRAFT_MESSAGES.draftPlayerUnknown);
    }
    await trx
      .deleteFrom('draft_queue')
      .where('league_id', '=', member.league_id)
      .where('league_member_id', '=', member.id)
      .execute();
    if (playerIds.length === 0) return;
    await trx
      .insertInto('draft_queue')
      .values(
        playerIds.map((playerId, index) => ({
          league_id: member.league_id,
          league_member_id: member.id,
          place: index + 1,
          player_id: playerId,
        })),
      )
      .execute();
  });
}

/**
 * A member switches his own team to autopick or back (PUT /drafts/setAutopick). On the clock
 * already, he is picked for at once.
 */
export const setDraftAutopick = (
  db: Db,
  member: LeagueMemberRow,
  autopick: boolean,
  now: Date,
): Promise<void> => switchAutopick(db, member.league_id, member.id, autopick, now, null);

/**
 * The commissioner switches a team of his league to autopick or back (PUT
 * /drafts/setAutopickFor, decision 066) — a member absent on draft night — logged as an
 * 'autopick_for' draft event. The route holds it to the commissioner; a team of another league
 * is refused (400).
 */
export async function setDraftAutopickFor(
  db: Db,
  commissioner: LeagueMemberRow,
  input: { leagueMemberId: number; autopick: boolean },
  now: Date,
): Promise<void> {
  const team = await db
    .selectFrom('league_members')
    .select('id')
    .where('id', '=', input.leagueMemberId)
    .where('league_id', '=', commissioner.league_id)
    .where(holdsATeamSql('league_members'))
    .executeTakeFirst();
  if (!team) throw badRequest(DRAFT_MESSAGES.draftAutopickTeamUnknown);
  await switchAutopick(db, commissioner.league_id, team.id, input.autopick, now, commissioner.id);
}

/** A team's autopick switched under the draft's lock (logged when by the commissioner). */
async function switchAutopick(
  db: Db,
  leagueId: number,
  teamId: number,
  autopick: boolean,
  now: Date,
  byCommissioner: number | null,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await lockDraft(trx, leagueId);
    await trx
      .insertInto('draft_teams')
      .values({ league_id: leagueId, league_member_id: teamId, autopick })
      .onConflict((oc) => oc.columns(['league_id', 'league_member_id']).doUpdateSet({ autopick }))
      .execute();
    if (byCommissioner !== null) {
      await trx
        .insertInto('draft_events')
        .values({
          league_id: leagueId,
          kind: 'autopick_for',
          by_member_id: byCommissioner,
          league_member_id: teamId,
          autopick,
          at: now,
        })
        .execute();
    }
    await settleDraft(trx, row, now);
  });
}
