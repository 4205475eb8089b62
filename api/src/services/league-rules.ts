import {
  DEFAULT_ROSTER_RULES,
  MESSAGES,
  ROSTER_TYPE,
  TEAM_ROLES,
  SCORING_RULE_FIELDS,
  type RosterRules,
  type RosterType,
  type ScoringRules,
  type WaiverRules,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { RosterRulesRow, ScoringRulesRow } from '../db/schema';
import { conflict } from '../errors';
import { lockLeague } from './league-lock';
import { inTransaction } from './in-transaction';

/** One roster rule set without its keys: the wizard's roster step. */
export type RosterRuleValues = Omit<RosterRules, 'id' | 'league_id' | 'roster_type_id'>;
/** The scoring step of the wizard. */
export type ScoringRuleValues = Omit<ScoringRules, 'id' | 'league_id'>;
/** The waiver step of the wizard. */
export type WaiverRuleValues = Omit<WaiverRules, 'id' | 'league_id'>;

export interface WaiverRulesRecord extends WaiverRuleValues {
  id: number;
  league_id: number;
}

export interface LeagueRuleSets {
  regular: RosterRuleValues;
  vampire: RosterRuleValues;
  scoring: ScoringRuleValues;
  waiver: WaiverRuleValues;
}

const ROSTER_RULE_FIELDS = Object.keys(DEFAULT_ROSTER_RULES) as (keyof RosterRuleValues)[];

// Callers may hand over objects carrying more keys (league_id, roster_type_id, ids); only the rule
// fields are ever written, so a body can never move rules to another league or type.
const rosterFields = (values: RosterRuleValues): RosterRuleValues =>
  Object.fromEntries(ROSTER_RULE_FIELDS.map((field) => [field, values[field]])) as RosterRuleValues;
const scoringFields = (values: ScoringRuleValues): ScoringRuleValues =>
  Object.fromEntries(
    SCORING_RULE_FIELDS.map((field) => [field, values[field]]),
  ) as ScoringRuleValues;
const waiverFields = (values: WaiverRuleValues): WaiverRuleValues => ({
  waivers_length: values.waivers_length,
  waiver_day: values.waiver_day,
});

/** Writes all four rule records of a new league inside the caller's transaction. */
export async function insertLeagueRules(
  trx: Db,
  leagueId: number,
  rules: LeagueRuleSets,
): Promise<void> {
  await trx
    .insertInto('roster_rules')
    .values([
      { league_id: leagueId, roster_type_id: ROSTER_TYPE.regular, ...rosterFields(rules.regular) },
      { league_id: leagueId, roster_type_id: ROSTER_TYPE.vampire, ...rosterFields(rules.vampire) },
    ])
    .execute();
  await trx
    .insertInto('scoring_rules')
    .values({ league_id: leagueId, ...scoringFields(rules.scoring) })
    .execute();
  await trx
    .insertInto('waiver_rules')
    .values({ league_id: leagueId, ...waiverFields(rules.waiver) })
    .execute();
}

/**
 * Rules are settled before the season starts: once a league is active, rosters, scores already
 * final and due waiver runs were all decided under them, so changing them would rewrite history.
 */
export async function lockInactiveLeague(trx: Db, leagueId: number): Promise<void> {
  const league = await lockLeague(trx, leagueId);
  if (league.is_active) throw conflict(MESSAGES.rulesLocked);
}

/** Creates or replaces one roster rule set of an inactive league. */
export async function saveRosterRules(
  db: Db,
  leagueId: number,
  rosterType: RosterType,
  values: RosterRuleValues,
): Promise<RosterRulesRow> {
  return inTransaction(db, async (trx) => {
    await lockInactiveLeague(trx, leagueId);
    const fields = rosterFields(values);
    const saved = await trx
      .insertInto('roster_rules')
      .values({ league_id: leagueId, roster_type_id: rosterType, ...fields })
      .onConflict((oc) => oc.columns(['league_id', 'roster_type_id']).doUpdateSet(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
    // Nothing is spent before activation, so the teams under this set start from its budget
    // (the creator's team was given the default one when the league was created).
    await trx
      .updateTable('league_members')
      .set({ remaining_faab_budget: saved.beginning_faab })
      .where('league_id', '=', leagueId)
      .where('role', 'in', [...TEAM_ROLES])
      .where('is_vamp', '=', rosterType === ROSTER_TYPE.vampire ? 1 : 0)
      .execute();
    return saved;
  });
}

/** Creates or replaces the scoring rules of an inactive league. */
export async function saveScoringRules(
  db: Db,
  leagueId: number,
  values: ScoringRuleValues,
): Promise<ScoringRulesRow> {
  return inTransaction(db, async (trx) => {
    await lockInactiveLeague(trx, leagueId);
    const fields = scoringFields(values);
    return trx
      .insertInto('scoring_rules')
      .values({ league_id: leagueId, ...fields })
      .onConflict((oc) => oc.column('league_id').doUpdateSet(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Creates or replaces the waiver rules of an inactive league. */
export async function saveWaiverRules(
  db: Db,
  leagueId: number,
  values: WaiverRuleValues,
): Promise<WaiverRulesRecord> {
  return inTransaction(db, async (trx) => {
    await lockInactiveLeague(trx, leagueId);
    const fields = waiverFields(values);
    return trx
      .insertInto('waiver_rules')
      .values({ league_id: leagueId, ...fields })
      .onConflict((oc) => oc.column('league_id').doUpdateSet(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function rosterRulesOf(
  db: Db,
  leagueId: number,
  rosterType: RosterType,
): Promise<RosterRulesRow | null> {
  const row = await db
    .selectFrom('roster_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('roster_type_id', '=', rosterType)
    .executeTakeFirst();
  return row ?? null;
}

export async function scoringRulesOf(db: Db, leagueId: number): Promise<ScoringRulesRow | null> {
  return (
    (await db
      .selectFrom('scoring_rules')
      .selectAll()
      .where('league_id', '=', leagueId)
      .executeTakeFirst()) ?? null
  );
}

/** A list, as the spec's call answers (the Waiver Rules page reads the first record). */
export async function waiverRulesOf(db: Db, leagueId: number): Promise<WaiverRulesRecord[]> {
  return db
    .selectFrom('waiver_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .orderBy('id')
    .execute();
}
