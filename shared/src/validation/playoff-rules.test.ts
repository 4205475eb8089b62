import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYOFF_RULES } from '../domain/playoff-rules';
import { firstIssueMessage } from './first-issue';
import { createLeagueBodySchema } from './league-wizard';
import { playoffRulesBodySchema, playoffRulesSchema, renewLeagueBodySchema } from './playoff-rules';

const message = (overrides: Record<string, unknown>) =>
  firstIssueMessage(playoffRulesSchema.safeParse({ ...DEFAULT_PLAYOFF_RULES, ...overrides }));

describe('the playoffs step', () => {
  it('takes the defaults and every combination that ends by week 14', () => {
    expect(message({})).toBeNull();
    expect(
      message({ playoff_teams: 6, first_playoff_week: 12, consolation_bracket: 1 }),
    ).toBeNull();
    expect(message({ weeks_per_round: 2, first_playoff_week: 11 })).toBeNull();
    expect(message({ seeding_tiebreaker: 'head_to_head', first_playoff_week: 13 })).toBeNull();
  });

  it('refuses rounds that run past week 14, saying where they would end', () => {
    expect(message({ playoff_teams: 6, weeks_per_round: 2 })).toBe(
      'The playoffs must end by week 14: 3 rounds of 2 weeks from week 10 end in week 15.',
    );
    expect(message({ first_playoff_week: 14 })).toBe(
      'The playoffs must end by week 14: 2 rounds of 1 week from week 14 end in week 15.',
    );
  });

  it('names each field it refuses', () => {
    expect(message({ playoff_teams: 5 })).toBe('Playoff teams must be 4 or 6.');
    expect(message({ weeks_per_round: 3 })).toBe('Playoff rounds last 1 or 2 weeks.');
    expect(message({ first_playoff_week: 9 })).toBe('The playoffs start in a week from 10 to 14.');
    expect(message({ first_playoff_week: 15 })).toBe('First Playoff Week cannot exceed 14.');
    expect(message({ first_playoff_week: 10.5 })).toBe(
      'The playoffs start in a week from 10 to 14.',
    );
    expect(message({ seeding_tiebreaker: 'coin' })).toBe(
      'The seeding tie-breaker is points_for or head_to_head.',
    );
    expect(message({ consolation_bracket: true })).toBe(
      'The consolation bracket is 1 (played) or 0 (not played).',
    );
  });

  it('is optional in the league create body and checked when sent', () => {
    expect(createLeagueBodySchema.shape.playoff_rules.safeParse(undefined).success).toBe(true);
    expect(
      playoffRulesBodySchema.safeParse({ league_id: 3, ...DEFAULT_PLAYOFF_RULES }).success,
    ).toBe(true);
    expect(
      playoffRulesBodySchema.safeParse({ league_id: 3, ...DEFAULT_PLAYOFF_RULES, playoff_teams: 8 })
        .success,
    ).toBe(false);
  });
});

describe('the renewal body', () => {
  it('says whether rosters are kept, as 1 or 0', () => {
    expect(renewLeagueBodySchema.safeParse({ keep_rosters: 1 }).success).toBe(true);
    expect(renewLeagueBodySchema.safeParse({ keep_rosters: 0 }).success).toBe(true);
    expect(firstIssueMessage(renewLeagueBodySchema.safeParse({}))).toBe(
      'Say whether rosters are kept: keep_rosters 1 or 0.',
    );
  });
});
