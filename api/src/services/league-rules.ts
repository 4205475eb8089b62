import {
  DEFAULT_BITE_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_TRADE_RULES,
  MESSAGES,
  ROSTER_TYPE,
  vampFlagOf,
  SCORING_RULE_FIELDS,
  type BiteRules,
  type RosterRules,
  type RosterType,
  type ScoringRules,
  type TradeRules,
  type WaiverRules,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { RosterRulesRow, ScoringRulesRow } from '../db/schema';
import { conflict } from '../errors';
import { lockLeague } from './league-lock';
import { inTransaction } from './in-transaction';
import { holdsATeamSql } from './member-rules-sql';

/** One roster rule set without its keys: the wizard's roster step. */
export type RosterRuleValues = Omit<RosterRules, 'id' | 'league_id' | 'roster_type_id'>;
/** The scoring step of the wizard. */
export type ScoringRuleValues = Omit<ScoringRules, 'id' | 'league_id'>;
/** The waiver step of the wizard. */
export type WaiverRuleValues = Omit<WaiverRules, 'id' | 'league_id'>;

/** The trade settings of the waiver step (docs/decisions/018-trades.md). */
export type TradeRuleValues = Omit<TradeRules, 'id' | 'league_id'>;
/** The vampire-bite settings of the vampire step (docs/decisions/019-the-vampire-bite.md). */
export type BiteRuleValues = Omit<BiteRules, 'id' | 'league_id'>;

export interface WaiverRulesRecord extends WaiverRuleValues {
  id: number;
  league_id: number;
}

/** A league's trade settings as read; `id` null when the league plays by the defaults unsaved. */
export type TradeRulesRecord = TradeRuleValues & { id: number | null; league_id: number };
/** A league's bite settings as read; `id` null when the league plays by the defaults unsaved. */
export type BiteRulesRecord = BiteRuleValues & { id: number | null; league_id: number };

export interface LeagueRuleSets {
  regular: RosterRuleValues;
  vampire: RosterRuleValues;
  scoring: ScoringRuleValues;
  waiver: WaiverRuleValues;
  trade?: TradeRuleValues | undefined;
  bite?: BiteRuleValues | undefined;
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
const TRADE_RULE_FIELDS = Object.keys(DEFAULT_TRADE_RULES) as (keyof TradeRuleValues)[];
const tradeFields = (values: TradeRuleValues): TradeRuleValues =>
  Object.fromEntries(TRADE_RULE_FIELDS.map((field) => [field, values[field]])) as TradeRuleValues;
const BITE_RULE_FIELDS = Object.keys(DEFAULT_BITE_RULES) as (keyof BiteRuleValues)[];
const biteFields = (values: BiteRuleValues): BiteRuleValues =>
  Object.fromEntries(BITE_RULE_FIELDS.map((field) => [field, values[field]])) as BiteRuleValues;

/** Writes every rule record of a new league inside the caller's transaction (defaults for trades and bites left out). */
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
  await trx
    .insertInto('trade_rules')
    .values({ league_id: leagueId, ...tradeFields(rules.trade ?? DEFAULT_TRADE_RULES) })
    .execute();
  await trx
    .insertInto('bite_rules')
    .values({ league_id: leagueId, ...biteFields(rules.bite ?? DEFAULT_BITE_RULES) })
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
      .where(holdsATeamSql('league_members'))
      .where('is_vamp', '=', vampFlagOf(rosterType))
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

/** Creates or replaces the trade settings of an inactive league. */
export async function saveTradeRules(
  db: Db,
  leagueId: number,
  values: TradeRuleValues,
): Promise<TradeRulesRecord> {
  return inTransaction(db, async (trx) => {
    await lockInactiveLeague(trx, leagueId);
    const fields = tradeFields(values);
    return trx
      .insertInto('trade_rules')
      .values({ league_id: leagueId, ...fields })
      .onConflict((oc) => oc.column('league_id').doUpdateSet(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Creates or replaces the vampire-bite settings of an inactive league. */
export async function saveBiteRules(
  db: Db,
  leagueId: number,
  values: BiteRuleValues,
): Promise<BiteRulesRecord> {
  return inTransaction(db, async (trx) => {
    await lockInactiveLeague(trx, leagueId);
    const fields = biteFields(values);
    return trx
      .insertInto('bite_rules')
      .values({ league_id: leagueId, ...fields })
      .onConflict((oc) => oc.column('league_id').doUpdateSet(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** A league's trade settings; a league without a stored row plays by the defaults. */
export async function tradeRulesOf(db: Db, leagueId: number): Promise<TradeRulesRecord> {
  const row = await db
    .selectFrom('trade_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  return row ?? { id: null, league_id: leagueId, ...DEFAULT_TRADE_RULES };
}

/** A league's bite settings; a league without a stored row plays by the defaults. */
export async function biteRulesOf(db: Db, leagueId: number): Promise<BiteRulesRecord> {
  const row = await db
    .selectFrom('bite_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  return row ?? { id: null, league_id: leagueId, ...DEFAULT_BITE_RULES };
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
