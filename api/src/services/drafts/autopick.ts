import type { Db } from '../../db/connect';
import { rankedPlayers } from '../draft-rankings/ranked-players';
import { slotFor, wouldStart, type DraftRoster } from './draft-rosters';

/** The players no team may draft any more: drafted, or on a roster of the league. */
export async function takenPlayerIds(db: Db, leagueId: number): Promise<Set<number>> {
  const [picked, rostered] = await Promise.all([
    db.selectFrom('draft_picks').select('player_id').where('league_id', '=', leagueId).execute(),
    db
      .selectFrom('rostered_players')
      .select('player_id')
      .where('league_id', '=', leagueId)
      .where('is_rostered', '=', 1)
      .execute(),
  ]);
  return new Set([...picked, ...rostered].map((row) => row.player_id));
}

interface Candidate {
  id: number;
  position: string;
}

/** The league's ranked players with their positions, best first: what autopick chooses from. */
export async function rankedCandidates(
  trx: Db,
  { leagueId, now }: { leagueId: number; now: Date },
): Promise<Candidate[]> {
  const ranked = await rankedPlayers(trx, { leagueId, now });
  const positions = new Map<number, string>(
    (await trx.selectFrom('players').select(['id', 'position']).execute()).map((row) => [
      row.id,
      row.position,
    ]),
  );
  return ranked.flatMap((player) => {
    const position = positions.get(player.player_id);
    return position === undefined ? [] : [{ id: player.player_id, position }];
  });
}

/**
 * The autopick's choice for a team (docs/decisions/058): the first player of its queue still
 * available whom its rule set can take; else the best-ranked available player its rule set would
 * start in an open slot; else the best-ranked one it has room for at all (a bench spot). Null
 * when its rule set has room for nobody. `ranking` is read once for a run of autopicks (the
 * ranking does not change between picks made under one lock; only what is taken does).
 */
export async function autopickChoice(
  trx: Db,
  {
    leagueId,
    roster,
    ranking,
  }: { leagueId: number; roster: DraftRoster; ranking: () => Promise<Candidate[]> },
): Promise<number | null> {
  const taken = await takenPlayerIds(trx, leagueId);
  const queue = await trx
    .selectFrom('draft_queue as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select(['p.id', 'p.position'])
    .where('q.league_id', '=', leagueId)
    .where('q.league_member_id', '=', roster.memberId)
    .orderBy('q.place')
    .execute();
  const fromQueue = queue.find((player) => !taken.has(player.id) && slotFor(roster, player));
  if (fromQueue) return fromQueue.id;

  const available = (await ranking()).filter((player) => !taken.has(player.id));
  return (
    available.find((player) => wouldStart(roster, player))?.id ??
    available.find((player) => slotFor(roster, player) !== null)?.id ??
    null
  );
}
