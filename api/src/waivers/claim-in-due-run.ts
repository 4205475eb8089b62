import type { Db } from '../db/connect';
import { listFantasyWeeks } from '../services/fantasy-weeks';
import { loadLeague, waiverRulesForLeague } from '../services/roster-context';
import { claimsCoveredAt, claimsInDuePlayerRuns } from './claim-coverage';
import { latestWeeklyDue } from './weekly-due-times';

/**
 * Whether a pending claim belongs to a run that is due at `now` and has not decided it yet
 * (docs/decisions/004-claims-freeze-when-their-run-is-due.md): the league's latest weekly run
 * covers it, or its player's waiver period has ended. From that instant the claim is the run's to
 * decide as it stood, so its owner can no longer edit or withdraw it.
 */
export async function isClaimInDueRun(
  db: Db,
  claim: { id: number; league_id: number },
  now: Date,
): Promise<boolean> {
  const league = await loadLeague(db, claim.league_id);
  const { waiver_day } = await waiverRulesForLeague(db, league.id);
  const weeklyDue = latestWeeklyDue(await listFantasyWeeks(db, league.season), waiver_day, now);
  const inWeeklyRun =
    weeklyDue !== null &&
    (await claimsCoveredAt(db, weeklyDue)
      .where('wc.id', '=', claim.id)
      .select('wc.id')
      .executeTakeFirst()) !== undefined;
  if (inWeeklyRun) return true;
  const inPlayerRun = await claimsInDuePlayerRuns(db, now)
    .where('wc.id', '=', claim.id)
    .select('wc.id')
    .executeTakeFirst();
  return inPlayerRun !== undefined;
}
