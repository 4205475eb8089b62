import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  SCORING_RULE_FIELDS,
} from '../domain/constants';
import { ROSTER_RULE_LABELS } from '../domain/rule-labels';
import { firstIssueMessage } from './first-issue';
import { ROSTER_RULE_BOUNDS } from './limits';
import {
  createLeagueBodySchema,
  leagueInfoSchema,
  rosterRulesBodySchema,
  rosterRulesSchema,
  scoringRulesBodySchema,
  scoringRulesSchema,
  waiverRulesBodySchema,
  waiverRulesSchema,
} from './league-wizard';

const roster = (overrides: Record<string, unknown> = {}) => ({
  ...DEFAULT_ROSTER_RULES,
  ...overrides,
});
const rosterMessage = (overrides: Record<string, unknown>) =>
  firstIssueMessage(rosterRulesSchema.safeParse(roster(overrides)));

describe('league information step', () => {
  it('needs a league name', () => {
    for (const name of ['', '   ', undefined]) {
      expect(firstIssueMessage(leagueInfoSchema.safeParse({ name }))).toBe(
        'Please fill in the league name',
      );
    }
  });

  it('trims the name and caps it at 100 characters', () => {
    expect(leagueInfoSchema.parse({ name: ' Fangtasy ' })).toEqual({ name: 'Fangtasy' });
    expect(firstIssueMessage(leagueInfoSchema.safeParse({ name: 'x'.repeat(101) }))).toBe(
      'League name cannot exceed 100 characters.',
    );
  });
});

describe('roster rules step', () => {
  it('accepts the wizard defaults', () => {
    expect(rosterRulesSchema.safeParse(roster()).success).toBe(true);
  });

  it('needs a max roster size of at least 1', () => {
    expect(
      rosterMessage({
        max_roster_size: 0,
        quarterback_count: 0,
        running_back_count: 0,
        wide_receiver_count: 0,
        tight_end_count: 0,
        flex_count: 0,
        bench_count: 0,
      }),
    ).toBe('Max roster size must be at least 1');
  });

  it('keeps starters plus bench within the max roster size, IR not counted', () => {
    // 1+2+2+1+0+1 starters + 6 bench = 13.
    expect(rosterMessage({ max_roster_size: 12 })).toBe(
      'Total active position counts and bench must not exceed max roster size',
    );
    expect(rosterMessage({ max_roster_size: 13, ir_count: 5 })).toBeNull();
    expect(rosterMessage({ wide_receiver_tight_end_count: 1 })).toBe(
      'Total active position counts and bench must not exceed max roster size',
    );
  });

  it.each([
    'quarterback_count',
    'running_back_count',
    'wide_receiver_count',
    'tight_end_count',
    'wide_receiver_tight_end_count',
    'flex_count',
    'bench_count',
    'ir_count',
    'max_qb_count',
    'max_rb_count',
    'max_wr_count',
    'max_te_count',
    'beginning_faab',
  ])('refuses a negative %s', (field) => {
    expect(rosterMessage({ [field]: -1 })).toBe(
      'Position counts and beginning FAAB budget cannot be negative',
    );
  });

  it.each([
    ['quarterback_count', 'max_qb_count', 'Quarterback count cannot exceed max QB count'],
    ['running_back_count', 'max_rb_count', 'Running back count cannot exceed max RB count'],
    ['wide_receiver_count', 'max_wr_count', 'Wide receiver count cannot exceed max WR count'],
    ['tight_end_count', 'max_te_count', 'Tight end count cannot exceed max TE count'],
  ])('keeps %s within %s', (count, max, message) => {
    expect(rosterMessage({ [count]: 2, [max]: 1, bench_count: 0 })).toBe(message);
    expect(rosterMessage({ [count]: 2, [max]: 2, bench_count: 0 })).toBeNull();
  });

  it('checks counts against the default maximums when a maximum is null', () => {
    expect(
      rosterMessage({
        quarterback_count: 5,
        max_qb_count: null,
        bench_count: 0,
        max_roster_size: 20,
      }),
    ).toBe('Quarterback count cannot exceed max QB count');
    expect(
      rosterMessage({
        quarterback_count: 4,
        max_qb_count: null,
        bench_count: 0,
        max_roster_size: 20,
      }),
    ).toBeNull();
  });

  it.each(Object.entries(ROSTER_RULE_BOUNDS))(
    'refuses %s past its limit, naming the rule',
    (field, { max }) => {
      const label = ROSTER_RULE_LABELS.find((rule) => rule.field === field)!.label;
      expect(rosterMessage({ [field]: max + 1 })).toBe(
        `${label} cannot exceed ${max.toLocaleString('en-US')}.`,
      );
    },
  );

  it('accepts the largest roster the limits allow', () => {
    expect(
      rosterMessage({
        quarterback_count: 10,
        running_back_count: 10,
        wide_receiver_count: 10,
        tight_end_count: 10,
        wide_receiver_tight_end_count: 10,
        flex_count: 0,
        bench_count: 0,
        ir_count: 10,
        max_roster_size: 50,
        max_qb_count: 50,
        max_rb_count: 50,
        max_wr_count: 50,
        max_te_count: 50,
        beginning_faab: 100_000,
      }),
    ).toBeNull();
  });

  it('needs whole numbers', () => {
    expect(rosterMessage({ bench_count: 1.5 })).toBe(
      'Roster counts and beginning FAAB budget must be whole numbers',
    );
    expect(rosterMessage({ bench_count: Number.NaN })).toBe(
      'Roster counts and beginning FAAB budget must be whole numbers',
    );
    expect(rosterMessage({ bench_count: '6' })).toBe(
      'Roster counts and beginning FAAB budget must be whole numbers',
    );
  });

  it('reports the first broken rule in the spec’s order', () => {
    expect(rosterMessage({ max_roster_size: 0, beginning_faab: -5 })).toBe(
      'Max roster size must be at least 1',
    );
    expect(rosterMessage({ max_roster_size: 5, beginning_faab: -5 })).toBe(
      'Total active position counts and bench must not exceed max roster size',
    );
    expect(
      rosterMessage({ beginning_faab: -5, quarterback_count: 2, max_qb_count: 1, bench_count: 5 }),
    ).toBe('Position counts and beginning FAAB budget cannot be negative');
  });

  it('as a create body needs the league and a roster type of 1 or 2', () => {
    expect(
      rosterRulesBodySchema.safeParse({ league_id: 3, roster_type_id: 2, ...roster() }).success,
    ).toBe(true);
    expect(
      firstIssueMessage(rosterRulesBodySchema.safeParse({ roster_type_id: 1, ...roster() })),
    ).toBe('Missing required information');
    expect(
      firstIssueMessage(
        rosterRulesBodySchema.safeParse({ league_id: 3, roster_type_id: 3, ...roster() }),
      ),
    ).toBe('Invalid roster rules');
    expect(
      firstIssueMessage(
        rosterRulesBodySchema.safeParse({
          league_id: 3,
          roster_type_id: 1,
          ...roster({ max_roster_size: 0 }),
        }),
      ),
    ).toBe('Max roster size must be at least 1');
  });
});

describe('scoring rules step', () => {
  it('accepts the defaults, negative and fractional values included', () => {
    expect(scoringRulesSchema.safeParse({ ...DEFAULT_SCORING_RULES }).success).toBe(true);
  });

  it.each(SCORING_RULE_FIELDS)('needs %s to be a valid number', (field) => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '4', null, undefined]) {
      expect(
        firstIssueMessage(scoringRulesSchema.safeParse({ ...DEFAULT_SCORING_RULES, [field]: bad })),
      ).toBe('All scoring fields must be valid numbers');
    }
  });

  it.each(SCORING_RULE_FIELDS)('holds %s within ±500 points', (field) => {
    for (const points of [-500, 500]) {
      expect(
        scoringRulesSchema.safeParse({ ...DEFAULT_SCORING_RULES, [field]: points }).success,
      ).toBe(true);
    }
    for (const points of [-500.01, 501]) {
      expect(
        firstIssueMessage(
          scoringRulesSchema.safeParse({ ...DEFAULT_SCORING_RULES, [field]: points }),
        ),
      ).toMatch(/ must be between -500 and 500\.$/);
    }
  });

  it('as a create body needs the league', () => {
    expect(
      scoringRulesBodySchema.safeParse({ league_id: 3, ...DEFAULT_SCORING_RULES }).success,
    ).toBe(true);
    expect(
      firstIssueMessage(
        scoringRulesBodySchema.safeParse({ league_id: 0, ...DEFAULT_SCORING_RULES }),
      ),
    ).toBe('Missing required information');
  });
});

describe('waiver rules step', () => {
  it('accepts whole non-negative days and Wednesday or Thursday', () => {
    expect(waiverRulesSchema.safeParse({ waivers_length: 0, waiver_day: 'Thursday' }).success).toBe(
      true,
    );
    expect(
      waiverRulesSchema.safeParse({ waivers_length: 2, waiver_day: 'Wednesday' }).success,
    ).toBe(true);
  });

  it.each([-1, 1.5, Number.NaN, '2', undefined])(
    'refuses the waiver length %j',
    (waivers_length) => {
      expect(
        firstIssueMessage(waiverRulesSchema.safeParse({ waivers_length, waiver_day: 'Wednesday' })),
      ).toBe('Waiver length must be a non-negative number');
    },
  );

  it.each(['Tuesday', 'wednesday', '', undefined])('refuses the waiver day %j', (waiver_day) => {
    expect(firstIssueMessage(waiverRulesSchema.safeParse({ waivers_length: 2, waiver_day }))).toBe(
      'Please select a valid waiver day (Wednesday or Thursday)',
    );
  });

  it('as a create body needs the league', () => {
    expect(
      waiverRulesBodySchema.safeParse({ league_id: 1, waivers_length: 2, waiver_day: 'Thursday' })
        .success,
    ).toBe(true);
    expect(
      firstIssueMessage(
        waiverRulesBodySchema.safeParse({ waivers_length: 2, waiver_day: 'Thursday' }),
      ),
    ).toBe('Missing required information');
  });
});

describe('create league body', () => {
  const body = {
    name: 'Fangtasy Demo League',
    regular_roster_rules: roster(),
    vampire_roster_rules: roster({ bench_count: 4, max_roster_size: 11 }),
    scoring_rules: { ...DEFAULT_SCORING_RULES },
    waiver_rules: { waivers_length: 2, waiver_day: 'Wednesday' },
  };

  it('accepts the whole wizard', () => {
    expect(createLeagueBodySchema.safeParse(body).success).toBe(true);
  });

  it('gives each step’s message, in the wizard’s step order', () => {
    const message = (overrides: Record<string, unknown>) =>
      firstIssueMessage(createLeagueBodySchema.safeParse({ ...body, ...overrides }));
    expect(message({ name: ' ', waiver_rules: {} })).toBe('Please fill in the league name');
    expect(message({ vampire_roster_rules: roster({ max_roster_size: 3 }) })).toBe(
      'Total active position counts and bench must not exceed max roster size',
    );
    expect(message({ scoring_rules: { ...DEFAULT_SCORING_RULES, receptions: Number.NaN } })).toBe(
      'All scoring fields must be valid numbers',
    );
    expect(message({ waiver_rules: { waivers_length: 2, waiver_day: 'Friday' } })).toBe(
      'Please select a valid waiver day (Wednesday or Thursday)',
    );
  });
});
