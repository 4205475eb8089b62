import {
  DEFAULT_BITE_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  DEFAULT_WAIVER_RULES,
  MESSAGES,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveLeague,
  createInactiveLeague,
  login,
  registerLeagueCreator,
  request,
  type FixtureLeague,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let creatorCookie: string;
let inactive: FixtureLeague;
let active: FixtureLeague;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await registerLeagueCreator(t);
  creatorCookie = await login(t, creator.username, creator.password);
  inactive = await createInactiveLeague(t, { validMembers: 2 });
  active = await createActiveLeague(t);
});
afterAll(() => t.close());

const tradeUrl = (leagueId: number) => `/trade_rules/getTradeRulesByLeagueId/${leagueId}`;
const biteUrl = (leagueId: number) => `/bite_rules/getBiteRulesByLeagueId/${leagueId}`;

const WIZARD = {
  regular_roster_rules: DEFAULT_ROSTER_RULES,
  vampire_roster_rules: DEFAULT_ROSTER_RULES,
  scoring_rules: DEFAULT_SCORING_RULES,
  waiver_rules: DEFAULT_WAIVER_RULES,
};

describe('the trade and bite settings of a new league', () => {
  it('are the defaults when the wizard leaves them out', async () => {
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Default Settings League',
      ...WIZARD,
    });
    const leagueId = res.json().league_id as number;
    const trade = await request(t, creatorCookie, 'GET', tradeUrl(leagueId));
    expect(trade.json()).toEqual({
      id: expect.any(Number),
      league_id: leagueId,
      review_mode: 'league_vote',
      review_hours: 48,
      veto_votes: 4,
      offer_expiry_hours: 48,
      trade_deadline_week: 9,
    });
    const bite = await request(t, creatorCookie, 'GET', biteUrl(leagueId));
    expect(bite.json()).toEqual({
      id: expect.any(Number),
      league_id: leagueId,
      bites_enabled: 1,
      swap_rule: 'same_position',
      deadline_kind: 'day_and_hour',
      deadline_day: 'Tuesday',
      deadline_hour: 18,
      full_lineup_required: 1,
      bites_in_playoffs: 0,
      declare_before_kickoff: 0,
      garlic: 0,
    });
  });

  it('are what the wizard sends, all with the league or not at all', async () => {
    const trade_rules = { ...DEFAULT_TRADE_RULES, review_mode: 'commissioner', review_hours: 24 };
    const bite_rules = { ...DEFAULT_BITE_RULES, swap_rule: 'none', garlic: 1 };
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Chosen Settings League',
      ...WIZARD,
      trade_rules,
      bite_rules,
    });
    expect(res.statusCode, res.body).toBe(200);
    const leagueId = res.json().league_id as number;
    expect((await request(t, creatorCookie, 'GET', tradeUrl(leagueId))).json()).toMatchObject(
      trade_rules,
    );
    expect((await request(t, creatorCookie, 'GET', biteUrl(leagueId))).json()).toMatchObject(
      bite_rules,
    );
    const leagues = await t.db.selectFrom('leagues').select('id').execute();
    const refused = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Bad Settings League',
      ...WIZARD,
      bite_rules: { ...bite_rules, deadline_hour: 24 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bite Deadline Hour must be between 0 and 23.');
    expect(await t.db.selectFrom('leagues').select('id').execute()).toHaveLength(leagues.length);
  });

  it('read as the defaults for a league that has none stored', async () => {
    const bare = await createInactiveLeague(t);
    await t.db.deleteFrom('trade_rules').where('league_id', '=', bare.leagueId).execute();
    await t.db.deleteFrom('bite_rules').where('league_id', '=', bare.leagueId).execute();
    expect((await request(t, bare.commish.cookie, 'GET', tradeUrl(bare.leagueId))).json()).toEqual({
      id: null,
      league_id: bare.leagueId,
      ...DEFAULT_TRADE_RULES,
    });
    expect((await request(t, bare.commish.cookie, 'GET', biteUrl(bare.leagueId))).json()).toEqual({
      id: null,
      league_id: bare.leagueId,
      ...DEFAULT_BITE_RULES,
    });
  });
});

describe('POST /trade_rules/create and /bite_rules/create', () => {
  it('let the commissioner change the settings before activation, and every member read them', async () => {
    const saved = await request(t, inactive.commish.cookie, 'POST', '/trade_rules/create', {
      league_id: inactive.leagueId,
      ...DEFAULT_TRADE_RULES,
      review_mode: 'none',
      trade_deadline_week: 8,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bites = await request(t, inactive.commish.cookie, 'POST', '/bite_rules/create', {
      league_id: inactive.leagueId,
      ...DEFAULT_BITE_RULES,
      deadline_kind: 'waiver_run',
      declare_before_kickoff: 1,
    });
    expect(bites.statusCode, bites.body).toBe(200);
    const member = inactive.players[0]!.cookie;
    expect((await request(t, member, 'GET', tradeUrl(inactive.leagueId))).json()).toMatchObject({
      review_mode: 'none',
      trade_deadline_week: 8,
    });
    expect((await request(t, member, 'GET', biteUrl(inactive.leagueId))).json()).toMatchObject({
      deadline_kind: 'waiver_run',
      declare_before_kickoff: 1,
    });
  });

  it('refuse settings out of their domain with a message naming them', async () => {
    const cases: [string, object, string][] = [
      ['/trade_rules/create', { review_mode: 'dictator' }, MESSAGES.tradeRulesInvalid],
      ['/trade_rules/create', { veto_votes: 9 }, 'Votes to Veto a Trade must be between 1 and 8.'],
      ['/bite_rules/create', { swap_rule: 'any' }, MESSAGES.biteRulesInvalid],
      ['/bite_rules/create', { garlic: 2 }, MESSAGES.biteRulesInvalid],
    ];
    for (const [url, change, message] of cases) {
      const defaults = url.startsWith('/trade') ? DEFAULT_TRADE_RULES : DEFAULT_BITE_RULES;
      const res = await request(t, inactive.commish.cookie, 'POST', url, {
        league_id: inactive.leagueId,
        ...defaults,
        ...change,
      });
      expect([res.statusCode, res.json().message], url).toEqual([400, message]);
    }
  });

  it('refuse changes once the league is active, and refuse players', async () => {
    for (const [url, defaults] of [
      ['/trade_rules/create', DEFAULT_TRADE_RULES],
      ['/bite_rules/create', DEFAULT_BITE_RULES],
    ] as const) {
      const locked = await request(t, active.commish.cookie, 'POST', url, {
        league_id: active.leagueId,
        ...defaults,
      });
      expect([locked.statusCode, locked.json().message]).toEqual([409, MESSAGES.rulesLocked]);
      const player = await request(t, inactive.players[0]!.cookie, 'POST', url, {
        league_id: inactive.leagueId,
        ...defaults,
      });
      expect(player.statusCode).toBe(403);
    }
  });
});
