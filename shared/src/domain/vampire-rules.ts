import type { RosterRules } from './entities';
import type { RosterRuleField } from './rule-labels';

/** The short words of each rule in a one-line summary, in the Roster Rules screen's order. */
const SUMMARY_WORDS: readonly [RosterRuleField, (value: number) => string][] = [
  ['quarterback_count', (n) => (n === 0 ? 'no QB' : `${n} QB`)],
  ['running_back_count', (n) => (n === 0 ? 'no RB' : `${n} RB`)],
  ['wide_receiver_count', (n) => (n === 0 ? 'no WR' : `${n} WR`)],
  ['tight_end_count', (n) => (n === 0 ? 'no TE' : `${n} TE`)],
  ['wide_receiver_tight_end_count', (n) => (n === 0 ? 'no WR/TE' : `${n} WR/TE`)],
  ['flex_count', (n) => (n === 0 ? 'no FLEX' : `${n} FLEX`)],
  ['bench_count', (n) => `${n} bench`],
  ['ir_count', (n) => `${n} IR`],
  ['max_roster_size', (n) => `${n}-player roster`],
  ['max_qb_count', (n) => `max ${n} QB`],
  ['max_rb_count', (n) => `max ${n} RB`],
  ['max_wr_count', (n) => `max ${n} WR`],
  ['max_te_count', (n) => `max ${n} TE`],
  ['beginning_faab', (n) => `$${n} FAAB`],
];

/**
 * What a vampire member's rule set changes from the regular one, in a few words each:
 * ['1 RB', '3 WR', '1 WR/TE', 'no FLEX', '$150 FAAB']. Empty when the two sets agree.
 */
export function vampireRuleDifferences(vampire: RosterRules, regular: RosterRules): string[] {
  return SUMMARY_WORDS.filter(([field]) => Number(vampire[field]) !== Number(regular[field])).map(
    ([field, words]) => words(Number(vampire[field])),
  );
}

/** The lasting label of My Team, the dashboard and Matchups: 'Vampire rules: 1 RB · 3 WR · …'. */
export function vampireRulesLabel(vampire: RosterRules, regular: RosterRules): string {
  const differences = vampireRuleDifferences(vampire, regular);
  return differences.length > 0
    ? `Vampire rules: ${differences.join(' · ')}`
    : 'Vampire rules: the same roster as everyone else';
}
