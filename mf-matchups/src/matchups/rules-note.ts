import {
  isVampireRuleSet,
  ROSTER_TYPE,
  vampireRulesLabel,
  type RosterType,
  type Matchup,
  type RosterRules,
  type WeekMatchups,
  teamNameOrUnknown,
} from '@fangtasy/shared';

type LineupRules = WeekMatchups['roster_rules'][number];

/**
 * Why the two lineups of a matchup differ, or null when both teams play the same rule set:
 * 'Count Down plays under the vampire rules, so the lineups differ by slot. Vampire rules: 1 RB ·
 * 3 WR · 1 WR/TE · no FLEX'. Budgets are no part of a lineup (the answer leaves them out).
 */
export function rulesNote(matchup: Matchup, rules: readonly LineupRules[]): string | null {
  const { home, away } = matchup;
  if (home.roster_type_id === away.roster_type_id) return null;
  const withoutBudget = (type: RosterType): RosterRules | undefined => {
    const found = rules.find((entry) => entry.roster_type_id === type);
    return found ? { ...found, beginning_faab: 0 } : undefined;
  };
  const regular = withoutBudget(ROSTER_TYPE.regular);
  const vampire = withoutBudget(ROSTER_TYPE.vampire);
  const vampireSide = isVampireRuleSet(home.roster_type_id) ? home : away;
  const who = `${teamNameOrUnknown(vampireSide.team_name)} plays under the vampire rules, so the lineups differ by slot.`;
  return regular && vampire ? `${who} ${vampireRulesLabel(vampire, regular)}` : who;
}
