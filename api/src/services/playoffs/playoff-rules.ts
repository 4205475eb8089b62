import {
  DEFAULT_PLAYOFF_RULES,
  lastPlayoffWeek,
  MESSAGES,
  playoffWeekPlan,
  seedingOrderSteps,
  type PlayoffRules,
  type PlayoffRulesAnswer,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { inTransaction } from '../in-transaction';
import { lockInactiveLeague } from '../league-rules';

// Callers may hand over objects carrying more keys (league_id, ids); only the rule fields are
// ever written, so a body can never move rules to another league.
export const playoffFields = (values: PlayoffRules): PlayoffRules => ({
  playoff_teams: values.playoff_teams,
  weeks_per_round: values.weeks_per_round,
  first_playoff_week: values.first_playoff_week,
  seeding_tiebreaker: values.seeding_tiebreaker,
  consolation_bracket: values.consolation_bracket,
});

/**
 * The playoff rules of each given league. A league without a row (created before playoff rules
 * existed, or written straight into the tables) plays the defaults.
 */
export async function playoffRulesOfLeagues(
  db: Db,
  leagueIds: readonly number[],
): Promise<Map<number, PlayoffRules>> {
  const rows =
    leagueIds.length === 0
      ? []
      : await db
          .selectFrom('playoff_rules')
          .selectAll()
          .where('league_id', 'in', [...leagueIds])
          .execute();
  const byLeague = new Map(rows.map((row) => [row.league_id, playoffFields(row)]));
  return new Map(leagueIds.map((id) => [id, byLeague.get(id) ?? { ...DEFAULT_PLAYOFF_RULES }]));
}

/** One league's playoff rules (the defaults when it has none stored). */
export async function playoffRulesOf(db: Db, leagueId: number): Promise<PlayoffRules> {
  return (await playoffRulesOfLeagues(db, [leagueId])).get(leagueId)!;
}

/** Writes a new league's playoff rules inside the caller's transaction. */
export async function insertPlayoffRules(
  trx: Db,
  leagueId: number,
  rules: PlayoffRules,
): Promise<void> {
  await trx
    .insertInto('playoff_rules')
    .values({ league_id: leagueId, ...playoffFields(rules) })
    .execute();
}

/** Creates or replaces the playoff rules of an inactive league (they lock at activation, as all rules). */
export async function savePlayoffRules(
  db: Db,
  leagueId: number,
  values: PlayoffRules,
): Promise<PlayoffRules> {
  return inTransaction(db, async (trx) => {
    await lockInactiveLeague(trx, leagueId);
    const fields = playoffFields(values);
    const saved = await trx
      .insertInto('playoff_rules')
      .values({ league_id: leagueId, ...fields })
      .onConflict((oc) => oc.column('league_id').doUpdateSet(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
    return playoffFields(saved);
  });
}

/** The rules page's answer: the settings, weeks 10-14 as they use them, the seeding order and the tie rule. */
export const playoffRulesAnswer = (leagueId: number, rules: PlayoffRules): PlayoffRulesAnswer => ({
  league_id: leagueId,
  ...rules,
  last_playoff_week: lastPlayoffWeek(rules),
  weeks: playoffWeekPlan(rules),
  seeding_order: seedingOrderSteps(rules.seeding_tiebreaker),
  tie_rule: MESSAGES.playoffTieRule,
});
