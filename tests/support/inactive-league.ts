import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
} from '@fangtasy/shared/domain';
import { apiSessionFor } from './api-session';

/**
 * A new inactive league of the demo commissioner's, with the usual rules (or some of its own, in
 * `rules`) and only his team, made over the api: room to invite someone (the demo's Nightfall
 * League is full with its nine teams and nora's invitation, for its draft). Returns its id.
 */
export async function createInactiveLeague(
  name: string,
  { apiUrl, rules = {} }: { apiUrl?: string; rules?: Record<string, unknown> } = {},
): Promise<number> {
  const commish = await apiSessionFor('commish', apiUrl);
  const { league_id: leagueId } = await commish.send<{ league_id: number }>(
    'POST',
    '/leagues/create',
    {
      name,
      regular_roster_rules: DEFAULT_ROSTER_RULES,
      vampire_roster_rules: DEFAULT_ROSTER_RULES,
      scoring_rules: DEFAULT_SCORING_RULES,
      waiver_rules: DEFAULT_WAIVER_RULES,
      ...rules,
    },
  );
  return leagueId;
}
