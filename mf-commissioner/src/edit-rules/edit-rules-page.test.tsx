import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BITE_RULES,
  DEFAULT_DRAFT_SETTINGS,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  MESSAGES,
  playoffWeekPlan,
  seedingOrderSteps,
  type League,
} from '@fangtasy/shared';
import { MemoryRouter } from '@fangtasy/shared/router';
import {
  fail,
  fakeApiPerTest,
  member,
  ok,
  okStatus,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { EditRulesPage } from './edit-rules-page';

/** The rule sets the wizard saves, each by its own call. */
const SAVE = {
  roster: 'POST /roster_rules/create',
  scoring: 'POST /scoring_rules/create',
  waiver: 'POST /waiver_rules/create',
  trade: 'POST /trade_rules/create',
  bite: 'POST /bite_rules/create',
  playoff: 'POST /playoff_rules/create',
};
const api = fakeApiPerTest(
  Object.fromEntries(Object.values(SAVE).map((route) => [route, okStatus()])),
);
/** The bodies sent to one of the SAVE calls. */
const saved = (route: string) => api.callsTo(route).map((call) => call.body);

/** The demo league renewed into 2026: inactive, its rules a copy of 2025's. */
const RENEWED: League = { league_id: 21, name: 'Fangtasy Demo League', is_active: 0, season: 2026 };
const PLAYOFFS = {
  playoff_teams: 6,
  weeks_per_round: 1,
  first_playoff_week: 10,
  seeding_tiebreaker: 'points_for',
  consolation_bracket: 1,
} as const;

/** The league's draft settings as saved: the defaults but a two-minute clock. */
const DRAFT_SAVED = { ...DEFAULT_DRAFT_SETTINGS, pick_seconds: 120 };
const TEAMS = [
  member({
    id: 301,
    user_id: 1,
    username: 'commish',
    role: 'commish',
    team_name: 'Casey Crushers',
  }),
  member({ id: 302, user_id: 2, username: 'alice', team_name: 'Alice Anchors' }),
  member({ id: 303, user_id: 3, username: 'bob', team_name: null, role: 'invited' }),
];

beforeEach(() => {
  const record = { id: 1, league_id: RENEWED.league_id };
  const league = RENEWED.league_id;
  const rosterRules = (type: 1 | 2) => ({
    ...record,
    roster_type_id: type,
    ...DEFAULT_ROSTER_RULES,
    wide_receiver_count: type === 2 ? 1 : 2,
  });
  api.set({
    [`GET /roster_rules/getRosterRulesByLeagueId/${league}/1`]: ok(rosterRules(1)),
    [`GET /roster_rules/getRosterRulesByLeagueId/${league}/2`]: ok(rosterRules(2)),
    [`GET /scoring_rules/getScoringRulesByLeagueId/${league}`]: ok({
      ...record,
      ...DEFAULT_SCORING_RULES,
    }),
    [`GET /waiver_rules/getWaiverRulesByLeagueId/${league}`]: ok([
      { waivers_length: 2, waiver_day: 'Wednesday' },
    ]),
    [`GET /trade_rules/getTradeRulesByLeagueId/${league}`]: ok({
      ...record,
      ...DEFAULT_TRADE_RULES,
    }),
    [`GET /bite_rules/getBiteRulesByLeagueId/${league}`]: ok({ ...record, ...DEFAULT_BITE_RULES }),
    [`GET /drafts/getDraft/${league}`]: ok({ status: 'not_started', settings: DRAFT_SAVED }),
    [`GET /league_members/getLeagueMembersByLeagueId/${league}`]: ok(TEAMS),
    [`PUT /drafts/updateSettings/${league}`]: ok({}),
    [`GET /playoff_rules/getPlayoffRulesByLeagueId/${league}`]: ok({
      ...PLAYOFFS,
      league_id: league,
      last_playoff_week: 12,
      weeks: playoffWeekPlan(PLAYOFFS),
      seeding_order: seedingOrderSteps('points_for'),
      tie_rule: MESSAGES.playoffTieRule,
    }),
  });
});

const renderPage = (league: League = RENEWED) =>
  renderWithSession(
    <MemoryRouter>
      <EditRulesPage />
    </MemoryRouter>,
    { league },
  );
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
/** From the waiver step: on to the Draft step, and Save Rules. */
const save = () => {
  next();
  fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
};
const select = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Edit League Rules', () => {
  it("opens on the league's own rules, step by step, and saves every rule set with what was changed", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'Regular Roster Rules',
    );
    expect(screen.getByLabelText('Wide Receivers')).toHaveValue(2);
    next();
    expect(screen.getByLabelText('Wide Receivers')).toHaveValue(1);
    next();
    next();
    // The waiver step with the league's playoffs: six teams and a consolation bracket.
    expect(screen.getByLabelText('Playoff Teams')).toHaveDisplayValue('6 (seeds 1 and 2 on a bye)');
    select('Playoff Teams', '4');
    select('Consolation Bracket', '0');
    save();
    expect(
      await screen.findByText('Rules saved. Activate the league when they are as you want them.'),
    ).toBeInTheDocument();
    const league = { league_id: RENEWED.league_id };
    expect(saved(SAVE.roster)).toEqual(
      expect.arrayContaining([
        { ...league, roster_type_id: 1, ...DEFAULT_ROSTER_RULES },
        { ...league, roster_type_id: 2, ...DEFAULT_ROSTER_RULES, wide_receiver_count: 1 },
      ]),
    );
    expect(saved(SAVE.scoring)).toEqual([{ ...league, ...DEFAULT_SCORING_RULES }]);
    expect(saved(SAVE.waiver)).toEqual([{ ...league, waivers_length: 2, waiver_day: 'Wednesday' }]);
    expect(saved(SAVE.trade)).toEqual([{ ...league, ...DEFAULT_TRADE_RULES }]);
    expect(saved(SAVE.bite)).toEqual([{ ...league, ...DEFAULT_BITE_RULES }]);
    expect(saved(SAVE.playoff)).toEqual([
      { ...league, ...PLAYOFFS, playoff_teams: 4, consolation_bracket: 0 },
    ]);
    expect(screen.getByRole('link', { name: 'Activate League' })).toHaveAttribute(
      'href',
      '/activate-league',
    );
  });

  it('checks each step with the shared schemas before it goes on', async () => {
    renderPage();
    await screen.findByLabelText('Wide Receivers');
    fireEvent.change(screen.getByLabelText('Wide Receivers'), { target: { value: '' } });
    next();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Roster counts and beginning FAAB budget must be whole numbers',
    );
    expect(screen.getByLabelText('Wide Receivers')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Regular Roster Rules');
  });

  it("shows the server's reason when a rule set is refused", async () => {
    api.set({ [SAVE.roster]: fail(409, 'The league is active: its rules are locked.') });
    renderPage();
    await screen.findByLabelText('Wide Receivers');
    next();
    next();
    next();
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The league is active: its rules are locked.',
    );
  });

  it("opens on the league's draft settings, and saves a draft order the commissioner set", async () => {
    renderPage();
    await screen.findByLabelText('Wide Receivers');
    for (let step = 0; step < 4; step += 1) next();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Draft');
    expect(screen.getByLabelText('Pick clock')).toHaveDisplayValue('2 minutes');
    select('Draft order', 'commissioner');
    // The teams (an invitation holds none), in the league's order, then moved by the commissioner.
    const order = screen.getByRole('list', { name: 'Draft order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Casey Crushers'),
      expect.stringContaining('Alice Anchors'),
    ]);
    fireEvent.click(within(order).getByRole('button', { name: 'Move Alice Anchors up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    expect(
      await screen.findByText('Rules saved. Activate the league when they are as you want them.'),
    ).toBeInTheDocument();
    expect(api.bodiesSentTo(`PUT /drafts/updateSettings/${RENEWED.league_id}`)).toEqual([
      { ...DRAFT_SAVED, order_mode: 'commissioner', order: [302, 301] },
    ]);
  });

  it("opens on a saved auction's budget and bid clock, and saves them back with a change", async () => {
    const auction = {
      ...DRAFT_SAVED,
      type: 'linear',
      kind: 'auction',
      budget: 300,
      bid_seconds: 30,
    };
    api.set({
      [`GET /drafts/getDraft/${RENEWED.league_id}`]: ok({
        status: 'not_started',
        settings: auction,
      }),
    });
    renderPage();
    await screen.findByLabelText('Wide Receivers');
    for (let step = 0; step < 4; step += 1) next();
    expect(screen.getByLabelText('Draft type')).toHaveDisplayValue('Auction');
    expect(screen.getByLabelText('Auction budget')).toHaveValue(300);
    expect(screen.getByLabelText('Bid clock')).toHaveDisplayValue('30 seconds');
    select('Bid clock', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    await screen.findByText('Rules saved. Activate the league when they are as you want them.');
    expect(api.bodiesSentTo(`PUT /drafts/updateSettings/${RENEWED.league_id}`)).toEqual([
      { ...auction, bid_seconds: 45 },
    ]);
    // A pick order again: the auction's fields are not shown.
    select('Draft type', 'snake');
    expect(screen.queryByLabelText('Auction budget')).toBeNull();
  });

  it('once the draft has started its settings are shown locked, and not sent', async () => {
    api.set({
      [`GET /drafts/getDraft/${RENEWED.league_id}`]: ok({
        status: 'running',
        settings: DRAFT_SAVED,
      }),
    });
    renderPage();
    await screen.findByLabelText('Wide Receivers');
    for (let step = 0; step < 4; step += 1) next();
    expect(screen.getByText('The draft has started: its settings are locked.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pick clock')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    await screen.findByText('Rules saved. Activate the league when they are as you want them.');
    expect(api.callsTo(`PUT /drafts/updateSettings/${RENEWED.league_id}`)).toEqual([]);
  });

  it('an active league has its rules locked: nothing to edit', () => {
    renderPage({ ...RENEWED, is_active: 1 });
    expect(screen.getByText(/The rules of an active league are locked/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
