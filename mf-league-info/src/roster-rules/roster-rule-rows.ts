import { ROSTER_TYPE, type RosterType } from '@fangtasy/shared';

/** The two tables: regular members play under type 1, vampire members under type 2. */
export const ROSTER_RULE_TABLES: readonly { title: string; rosterType: RosterType }[] = [
  { title: 'Regular Player Roster Rules', rosterType: ROSTER_TYPE.regular },
  { title: 'Vampire Player Roster Rules', rosterType: ROSTER_TYPE.vampire },
];
