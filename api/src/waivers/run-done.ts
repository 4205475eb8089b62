import { sql, type RawBuilder } from 'kysely';
import { PREPARED } from '../db/connect';
import type { WaiverRunRow } from './due-runs';
import type { RunContext } from './run-context';

/**
 * Marks a run done, once its state shows nothing more to decide, with its counters counted from
 * the league's log: the claims it awarded and those it closed as failed (each decided claim has
 * one log row, whichever process and whichever attempt wrote it). Like an award, only while
 * `holds`: the read versions are those the state stands at (step-transaction.ts `versionsHold`),
 * or, in the transaction of the run's last step, that step applied (`stepApplied`). No row
 * answers when the league changed, and the run reads it again.
 */
export function runDoneStatement(context: RunContext, holds: RawBuilder<boolean>) {
  return sql<WaiverRunRow>`${PREPARED}
    with decided as (
      select
        count(*) filter (where t.kind = 'waiver_won')::int as awarded,
        count(*) filter (where t.kind = 'waiver_failed')::int as failed
      from league_transactions t
      join waiver_claims c on c.id = t.waiver_claim_id
      where t.league_id = ${context.league.id} and c.waiver_run_id = ${context.run.id}
    )
    update waiver_runs
    set status = 'done', finished_at = ${context.now}::timestamptz,
      awarded = decided.awarded, failed = decided.failed
    from decided
    where id = ${context.run.id} and ${holds}
    returning waiver_runs.*`;
}
