import type { Db } from '../../db/connect';
import { listFantasyWeeks } from '../fantasy-weeks';
import { loadLeague, waiverRulesForLeague } from '../roster-context';
import { claimsCoveredAt, claimsInDuePlayerRuns } from './claim-coverage';
import { latestWeeklyDue } from './weekly-due-times';

/** One claim, or every claim of the league on one player. */
type ClaimPick = { claimId: number } | { playerId: number };

/**
 * Whether a league holds a pending claim (the one picked, or any on the player picked) that
 * belongs to a run due at `now` and not yet decided by it (decisions 004): the league's latest
 * weekly run covers it, or its player's waiver period has ended. From that instant the claim is
 * the run's to decide as it stood: its owner can no longer edit or withdraw it, and nobody can
 * add its player directly before the run has decided it.
 */
export async function hasClaimInDueRun(
  db: Db,
  leagueId: number,
  pick: ClaimPick,
  now: Date,
): Promise<boolean> {
  const picked = <Q extends ReturnType<typeof claimsInDuePlayerRuns>>(query: Q) =>
    ('claimId' in pick
      ? query.where('wc.id', '=', pick.claimId)
      : query.where('wc.player_id', '=', pick.playerId)
    )
      .where('wc.league_id', '=', leagueId)
      .select('wc.id')
      .executeTakeFirst();
  const league = await loadLeague(db, leagueId);
  const { waiver_day } = await waiverRulesForLeague(db, league.id);
  const weeklyDue = latestWeeklyDue(await listFantasyWeeks(db, league.season), waiver_day, now);
  if (weeklyDue !== null && (await picked(claimsCoveredAt(db, weeklyDue))) !== undefined)
    return true;
  return (await picked(claimsInDuePlayerRuns(db, now))) !== undefined;
}
