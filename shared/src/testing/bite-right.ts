import type { BiteRight } from '../domain/index';

/**
 * A bite right as the api answers it: the demo's week-8 right of Whitby Night Owls (member 10)
 * against Casey's Commissioners (member 1), open until Sunday 8 PM Eastern; `change` makes it
 * another.
 */
export const biteRight = (change: Partial<BiteRight> = {}): BiteRight => ({
  id: 5,
  league_id: 7,
  week: 8,
  vampire_member_id: 10,
  vampire_team_name: 'Whitby Night Owls',
  victim_member_id: 1,
  victim_team_name: "Casey's Commissioners",
  vampire_score: 145.18,
  victim_score: 83.5,
  granted_at: '2025-10-28T04:00:00.000Z',
  deadline_at: '2025-11-03T01:00:00.000Z',
  status: 'open',
  swap_rule: 'none',
  exposed: false,
  exposure: [],
  garlic_player: null,
  declared_player: null,
  taken_player: null,
  swap_player: null,
  decided_at: null,
  reason: null,
  ...change,
});
