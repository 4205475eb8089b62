import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@fangtasy/shared/router';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  ROSTER_PRESETS,
  type User,
} from '@fangtasy/shared';
import {
  ALICE,
  fail,
  fakeApiPerTest,
  noResponse,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import {
  ROSTER_RULE_BOUNDS,
  SCORING_POINTS_BOUNDS,
  WAIVERS_LENGTH_BOUNDS,
} from '@fangtasy/shared/validation';
import { CreateLeaguePage } from './create-league-page';

const CREATE = 'POST /leagues/create';
/** The new league's draft settings, saved once the league exists. */
const DRAFT_SETTINGS = 'PUT /drafts/updateSettings/42';
const api = fakeApiPerTest({
  [CREATE]: ok({ status: 'success', league_id: 42 }),
  [DRAFT_SETTINGS]: ok({}),
});
/** What the wizard sent to create the league, last first. */
const lastCreated = () => api.callsTo(CREATE).at(-1)?.body;

function renderWizard(user: User | null = ALICE) {
  return renderWithSession(
    <MemoryRouter initialEntries={['/create-league']}>
      <Routes>
        <Route path="/create-league" element={<CreateLeaguePage />} />
        <Route path="/landing" element={<h1>Landing page</h1>} />
      </Routes>
    </MemoryRouter>,
    { user, league: null },
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;
/**
 * From the waiver step: on to the Draft step and Create League. A waiver step the schemas refuse
 * stays where it is, with its alert.
 */
function finish() {
  const onward = screen.queryByRole('button', { name: 'Next' });
  if (onward) {
    fireEvent.click(onward);
    if (screen.queryByRole('alert')) return;
  }
  fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
}
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

/** Fills the name and walks forward to the given 1-based step. */
function goToStep(step: number) {
  type('League Name', 'Night Owls');
  for (let current = 1; current < step; current += 1) next();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
}

const ROSTER_LABELS: [string, keyof typeof DEFAULT_ROSTER_RULES][] = [
  ['Quarterbacks', 'quarterback_count'],
  ['Running Backs', 'running_back_count'],
  ['Wide Receivers', 'wide_receiver_count'],
  ['Tight Ends', 'tight_end_count'],
  ['WR/TE Count', 'wide_receiver_tight_end_count'],
  ['Flex', 'flex_count'],
  ['Bench', 'bench_count'],
  ['Injured Reserve', 'ir_count'],
  ['Max Roster Size', 'max_roster_size'],
  ['Max Quarterbacks', 'max_qb_count'],
  ['Max Running Backs', 'max_rb_count'],
  ['Max Wide Receivers', 'max_wr_count'],
  ['Max Tight Ends', 'max_te_count'],
  ['Beginning FAAB Budget', 'beginning_faab'],
];

describe('Create League wizard: steps and progress', () => {
  it('walks the six steps in order with a progress bar, and Back keeps what was typed', () => {
    renderWizard();
    const progress = screen.getByRole('progressbar', { name: 'Create League progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 6: League Information');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1. League Information',
      '2. Regular Roster Rules',
      '3. Vampire Roster Rules',
      '4. Scoring Rules',
      '5. Waiver Rules',
      '6. Draft',
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    type('League Name', 'Night Owls');
    const titles = [stepTitle()];
    for (let step = 2; step <= 6; step += 1) {
      next();
      titles.push(stepTitle());
      expect(progress).toHaveAttribute('aria-valuenow', String(step));
    }
    expect(titles).toEqual([
      'League Information',
      'Regular Roster Rules',
      'Vampire Roster Rules',
      'Scoring Rules',
      'Waiver Rules',
      'Draft',
    ]);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Draft');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create League' })).toBeEnabled();

    for (let step = 6; step > 1; step -= 1) back();
    expect(field('League Name').value).toBe('Night Owls');
  });
});

describe('step 1: League Information', () => {
  it.each(['', '    '])('needs a league name (%j)', (name) => {
    renderWizard();
    type('League Name', name);
    next();
    expect(alertText()).toBe('Please fill in the league name');
    expect(field('League Name')).toHaveAttribute('aria-invalid', 'true');
    expect(stepTitle()).toBe('League Information');
  });
});

describe.each([
  ['Regular Roster Rules', 2],
  ['Vampire Roster Rules', 3],
])('step %s', (title, step) => {
  it('opens with the spec defaults as whole-number inputs (roster size from 1)', () => {
    renderWizard();
    goToStep(step);
    expect(stepTitle()).toBe(title);
    for (const [label, key] of ROSTER_LABELS) {
      const input = field(label);
      expect(input.type, label).toBe('number');
      expect(input.value, label).toBe(String(DEFAULT_ROSTER_RULES[key]));
      expect(input.step, label).toBe('1');
      expect(input.min, label).toBe(key === 'max_roster_size' ? '1' : '0');
    }
    expect(field('Max Roster Size').value).toBe('13');
    expect(field('Bench').value).toBe('6');
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'roster size below 1',
      {
        'Max Roster Size': '0',
        Quarterbacks: '0',
        'Running Backs': '0',
        'Wide Receivers': '0',
        'Tight Ends': '0',
        Flex: '0',
        Bench: '0',
      },
      'Max roster size must be at least 1',
    ],
    [
      'starters and bench over the roster size',
      { Bench: '7' },
      'Total active position counts and bench must not exceed max roster size',
    ],
    [
      'a negative count',
      { 'Injured Reserve': '-1' },
      'Position counts and beginning FAAB budget cannot be negative',
    ],
    [
      'a negative budget',
      { 'Beginning FAAB Budget': '-5' },
      'Position counts and beginning FAAB budget cannot be negative',
    ],
    [
      'more quarterbacks than the QB maximum',
      { Quarterbacks: '2', Bench: '5', 'Max Quarterbacks': '1' },
      'Quarterback count cannot exceed max QB count',
    ],
    [
      'more running backs than the RB maximum',
      { 'Max Running Backs': '1' },
      'Running back count cannot exceed max RB count',
    ],
    [
      'more wide receivers than the WR maximum',
      { 'Max Wide Receivers': '1' },
      'Wide receiver count cannot exceed max WR count',
    ],
    [
      'more tight ends than the TE maximum',
      { 'Max Tight Ends': '0' },
      'Tight end count cannot exceed max TE count',
    ],
  ])('refuses %s with the spec text', (_case, values, message) => {
    renderWizard();
    goToStep(step);
    for (const [label, value] of Object.entries(values)) type(label, value);
    next();
    expect(alertText()).toBe(message);
    expect(stepTitle()).toBe(title);
  });

  it('caps every input at the limit the server holds the rule to', () => {
    renderWizard();
    goToStep(step);
    for (const [label, key] of ROSTER_LABELS) {
      expect(field(label).max, label).toBe(String(ROSTER_RULE_BOUNDS[key].max));
    }
  });

  it('refuses a count past its limit, naming the rule', () => {
    renderWizard();
    goToStep(step);
    type('Injured Reserve', String(ROSTER_RULE_BOUNDS.ir_count.max + 1));
    next();
    expect(alertText()).toBe(`Injured Reserve cannot exceed ${ROSTER_RULE_BOUNDS.ir_count.max}.`);
    expect(field('Injured Reserve')).toHaveAttribute('aria-invalid', 'true');
    expect(stepTitle()).toBe(title);
  });

  it('refuses a blank count instead of reading it as 0', () => {
    renderWizard();
    goToStep(step);
    type('Flex', '');
    next();
    expect(alertText()).toBe('Roster counts and beginning FAAB budget must be whole numbers');
    expect(field('Flex')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('step 4: Scoring Rules', () => {
  const groupField = (group: string, label: string) =>
    within(screen.getByRole('group', { name: group })).getByLabelText(label) as HTMLInputElement;

  it('opens with the spec defaults; per-yard points step by 0.01, receptions by 0.5, the rest by 1', () => {
    renderWizard();
    goToStep(4);
    const expected: [string, string, keyof typeof DEFAULT_SCORING_RULES, string][] = [
      ['Passing', 'Yards (per yard)', 'passing_yards', '0.01'],
      ['Passing', 'Touchdowns', 'passing_touchdowns', '1'],
      ['Passing', 'Interceptions Thrown', 'interceptions_thrown', '1'],
      ['Passing', '400+ Yards', 'passing_400_plus', '1'],
      ['Rushing', 'Yards (per yard)', 'rushing_yards', '0.01'],
      ['Rushing', '100-199 Yards', 'rushing_100_199', '1'],
      ['Receiving', 'Yards (per yard)', 'receiving_yards', '0.01'],
      ['Receiving', 'Receptions', 'receptions', '0.5'],
      ['Special Teams & Defense', 'Fumbles Lost', 'fumbles_lost', '1'],
      ['Special Teams & Defense', 'One-Point Safety', 'one_point_safety', '1'],
    ];
    for (const [group, label, key, step] of expected) {
      const input = groupField(group, label);
      expect(Number(input.value), `${group} ${label}`).toBe(DEFAULT_SCORING_RULES[key]);
      expect(input.step, `${group} ${label}`).toBe(step);
    }
    expect(screen.getAllByRole('spinbutton')).toHaveLength(26);
    expect(groupField('Passing', 'Yards (per yard)').value).toBe('0.04');
    expect(groupField('Special Teams & Defense', 'Fumbles Lost').value).toBe('-2');
  });

  it('needs every scoring field to be a number', () => {
    renderWizard();
    goToStep(4);
    fireEvent.change(groupField('Receiving', 'Touchdowns'), { target: { value: '' } });
    next();
    expect(alertText()).toBe('All scoring fields must be valid numbers');
    expect(groupField('Receiving', 'Touchdowns')).toHaveAttribute('aria-invalid', 'true');
    expect(stepTitle()).toBe('Scoring Rules');
  });

  it('holds every scoring input to the points the server accepts', () => {
    renderWizard();
    goToStep(4);
    for (const input of screen.getAllByRole('spinbutton') as HTMLInputElement[]) {
      expect(input.min).toBe(String(SCORING_POINTS_BOUNDS.min));
      expect(input.max).toBe(String(SCORING_POINTS_BOUNDS.max));
    }
    fireEvent.change(groupField('Passing', 'Touchdowns'), { target: { value: '501' } });
    next();
    expect(alertText()).toBe('Passing Touchdowns must be between -500 and 500.');
    expect(stepTitle()).toBe('Scoring Rules');
  });

  it('accepts negative and fractional points', () => {
    renderWizard();
    goToStep(4);
    fireEvent.change(groupField('Rushing', 'Yards (per yard)'), { target: { value: '0.15' } });
    fireEvent.change(groupField('Passing', 'Touchdowns'), { target: { value: '-1' } });
    next();
    expect(stepTitle()).toBe('Waiver Rules');
  });
});

describe('presets', () => {
  const preset = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
  const pressed = () =>
    within(screen.getByRole('group', { name: /preset$/ }))
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.firstChild?.textContent);
  const receptions = () =>
    within(screen.getByRole('group', { name: 'Receiving' })).getByLabelText(
      'Receptions',
    ) as HTMLInputElement;
  const scoringValues = () =>
    Object.fromEntries(
      (screen.getAllByRole('spinbutton') as HTMLInputElement[]).map((input) => [
        `${input.closest('fieldset')?.querySelector('legend')?.textContent} ${input.labels?.[0]?.textContent}`,
        input.value,
      ]),
    );

  it('scoring: PPR, the spec defaults, shows chosen; Standard and Half-PPR change receptions only', () => {
    renderWizard();
    goToStep(4);
    expect(screen.getByRole('group', { name: 'Scoring preset' })).toBeInTheDocument();
    expect(pressed()).toEqual(['PPR']);
    const before = scoringValues();

    fireEvent.click(preset('Half-PPR'));
    expect(receptions().value).toBe('0.5');
    expect(pressed()).toEqual(['Half-PPR']);
    expect(scoringValues()).toEqual({ ...before, 'Receiving Receptions': '0.5' });

    fireEvent.click(preset('Standard'));
    expect(receptions().value).toBe('0');
    expect(scoringValues()).toEqual({ ...before, 'Receiving Receptions': '0' });
    expect(pressed()).toEqual(['Standard']);
  });

  it('scoring: every field stays editable after a preset, and the edit is what is sent', async () => {
    renderWizard();
    goToStep(4);
    // A field wrong before the preset is filled by it too.
    fireEvent.change(screen.getAllByLabelText('Touchdowns')[0]!, { target: { value: '' } });
    fireEvent.click(preset('Half-PPR'));
    expect((screen.getAllByLabelText('Touchdowns')[0] as HTMLInputElement).value).toBe('4');
    fireEvent.change(receptions(), { target: { value: '0.75' } });
    expect(receptions().value).toBe('0.75');
    expect(pressed()).toEqual([]);
    next();
    expect(stepTitle()).toBe('Waiver Rules');
    finish();
    await screen.findByRole('heading', { name: 'Landing page' });
    expect(lastCreated()).toEqual(
      expect.objectContaining({ scoring_rules: { ...DEFAULT_SCORING_RULES, receptions: 0.75 } }),
    );
  });

  it.each([
    ['Regular Roster Rules', 2],
    ['Vampire Roster Rules', 3],
  ])('%s: a roster preset fills every field, which stays editable', (_title, step) => {
    renderWizard();
    goToStep(step);
    expect(screen.getByRole('group', { name: 'Roster preset' })).toBeInTheDocument();
    expect(pressed()).toEqual(['Standard']);
    fireEvent.click(preset('2 QB'));
    expect(pressed()).toEqual(['2 QB']);
    for (const [label, key] of ROSTER_LABELS) {
      expect(field(label).value, label).toBe(String(ROSTER_PRESETS[1]!.values[key]));
    }
    expect(field('Quarterbacks').value).toBe('2');
    expect(field('Max Roster Size').value).toBe('14');
    type('Bench', '5');
    expect(field('Bench').value).toBe('5');
    expect(pressed()).toEqual([]);
    fireEvent.click(preset('3 WR'));
    expect(field('Wide Receivers').value).toBe('3');
    expect(field('Quarterbacks').value).toBe('1');
    expect(field('Bench').value).toBe('6');
  });

  it('sends the presets chosen for each rule set, with the edits made after them', async () => {
    renderWizard();
    goToStep(2);
    fireEvent.click(preset('2 QB'));
    type('Beginning FAAB Budget', '250');
    next();
    fireEvent.click(preset('3 WR'));
    next();
    fireEvent.click(preset('Standard'));
    next();
    finish();
    await screen.findByRole('heading', { name: 'Landing page' });
    expect(lastCreated()).toEqual({
      name: 'Night Owls',
      regular_roster_rules: { ...ROSTER_PRESETS[1]!.values, beginning_faab: 250 },
      vampire_roster_rules: ROSTER_PRESETS[2]!.values,
      scoring_rules: { ...DEFAULT_SCORING_RULES, receptions: 0 },
      waiver_rules: { waivers_length: 2, waiver_day: 'Wednesday' },
      trade_rules: DEFAULT_TRADE_RULES,
      bite_rules: DEFAULT_BITE_RULES,
      playoff_rules: DEFAULT_PLAYOFF_RULES,
    });
  });

  it('Back keeps a chosen preset', () => {
    renderWizard();
    goToStep(2);
    fireEvent.click(preset('3 WR'));
    next();
    back();
    expect(field('Wide Receivers').value).toBe('3');
    expect(pressed()).toEqual(['3 WR']);
  });
});

describe('step 5: Waiver Rules', () => {
  it('opens with 2 days and Wednesday; the day is Wednesday or Thursday', () => {
    renderWizard();
    goToStep(5);
    expect(field('Waivers Length (days)').value).toBe('2');
    expect(field('Waivers Length (days)').min).toBe('0');
    expect(field('Waivers Length (days)').max).toBe(String(WAIVERS_LENGTH_BOUNDS.max));
    const day = screen.getByLabelText('Waiver Processing Day') as HTMLSelectElement;
    expect(day.value).toBe('Wednesday');
    expect(Array.from(day.options, (option) => option.value)).toEqual(['Wednesday', 'Thursday']);
  });

  it('refuses a negative or blank waiver length', () => {
    renderWizard();
    goToStep(5);
    for (const value of ['-1', '']) {
      type('Waivers Length (days)', value);
      finish();
      expect(alertText()).toBe('Waiver length must be a non-negative number');
    }
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('refuses a day that is not Wednesday or Thursday', () => {
    renderWizard();
    goToStep(5);
    // A select can only hold its options: a value it doesn't offer leaves it empty.
    fireEvent.change(screen.getByLabelText('Waiver Processing Day'), {
      target: { value: 'Friday' },
    });
    finish();
    expect(alertText()).toBe('Please select a valid waiver day (Wednesday or Thursday)');
    expect(api.callsTo(CREATE)).toEqual([]);
  });
});

describe('creating the league', () => {
  it("sends the whole wizard, shows 'Creating...' while busy, then goes to /landing", async () => {
    let answer = () => {};
    api.set({
      [CREATE]: () =>
        new Promise(
          (resolve) => (answer = () => resolve(ok({ status: 'success', league_id: 42 }))),
        ),
    });
    renderWizard();
    goToStep(2);
    type('Bench', '5');
    next();
    type('Beginning FAAB Budget', '200');
    next();
    next();
    fireEvent.change(screen.getByLabelText('Waiver Processing Day'), {
      target: { value: 'Thursday' },
    });
    finish();

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(lastCreated()).toEqual({
      name: 'Night Owls',
      regular_roster_rules: { ...DEFAULT_ROSTER_RULES, bench_count: 5 },
      vampire_roster_rules: { ...DEFAULT_ROSTER_RULES, beginning_faab: 200 },
      scoring_rules: DEFAULT_SCORING_RULES,
      waiver_rules: { waivers_length: 2, waiver_day: 'Thursday' },
      trade_rules: DEFAULT_TRADE_RULES,
      bite_rules: DEFAULT_BITE_RULES,
      playoff_rules: DEFAULT_PLAYOFF_RULES,
    });

    answer();
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  });

  it('checks a step again when the commissioner comes back to it and edits it', () => {
    renderWizard();
    goToStep(5);
    for (let step = 5; step > 2; step -= 1) back();
    type('Max Roster Size', '12');
    next();
    expect(alertText()).toBe(
      'Total active position counts and bench must not exceed max roster size',
    );
    expect(stepTitle()).toBe('Regular Roster Rules');
  });

  it("shows the server's refusal and lets the commissioner try again", async () => {
    api.set({
      [CREATE]: fail(403, 'Only the configured league creator account can create leagues.'),
    });
    renderWizard();
    goToStep(5);
    finish();
    expect(
      await screen.findByText('Only the configured league creator account can create leagues.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create League' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to create league' when the server gives no message", async () => {
    api.set({ [CREATE]: noResponse() });
    renderWizard();
    goToStep(5);
    finish();
    expect(await screen.findByText('Failed to create league')).toBeInTheDocument();
  });

  it('needs a logged-in user', async () => {
    renderWizard(null);
    goToStep(5);
    finish();
    await waitFor(() => expect(alertText()).toBe('User information is missing. Please log in.'));
    expect(api.callsTo(CREATE)).toEqual([]);
  });
});

describe('the trade and bite settings', () => {
  const select = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('shows the defaults in the vampire step and the waiver step, and sends what is chosen', async () => {
    renderWizard();
    goToStep(3);
    const bite = screen.getByRole('group', { name: 'Vampire bite' });
    expect((within(bite).getByLabelText('Bite Swap') as HTMLSelectElement).value).toBe(
      'same_position',
    );
    expect(within(bite).getByLabelText('Bite Deadline Hour')).toHaveDisplayValue('6 PM ET');
    select('Bite Swap', 'none');
    select('Bite Deadline Day', 'Sunday');
    select('Bite Deadline Hour', '20');
    select('Garlic (protect one starter)', '1');
    select('Bite Deadline', 'waiver_run');
    // A deadline at the waiver run names neither a day nor an hour.
    expect(within(bite).getByLabelText('Bite Deadline Day')).toBeDisabled();
    next();
    next();
    const trades = screen.getByRole('group', { name: 'Trades' });
    expect(within(trades).getByLabelText('Trade Review')).toHaveDisplayValue(
      'League vote (vetoes stop a trade)',
    );
    expect(field('Votes to Veto a Trade').value).toBe('4');
    select('Trade Review', 'commissioner');
    type('Trade Review Period (hours)', '24');
    type('Trade Deadline Week', '8');
    finish();
    await screen.findByRole('heading', { name: 'Landing page' });
    expect(lastCreated()).toEqual(
      expect.objectContaining({
        trade_rules: {
          ...DEFAULT_TRADE_RULES,
          review_mode: 'commissioner',
          review_hours: 24,
          trade_deadline_week: 8,
        },
        bite_rules: {
          ...DEFAULT_BITE_RULES,
          swap_rule: 'none',
          deadline_kind: 'waiver_run',
          deadline_day: 'Sunday',
          deadline_hour: 20,
          garlic: 1,
        },
      }),
    );
  });

  it('refuses a trade setting out of its range with the range, on the waiver step', () => {
    renderWizard();
    goToStep(5);
    type('Votes to Veto a Trade', '12');
    finish();
    expect(alertText()).toBe('Votes to Veto a Trade must be between 1 and 8.');
    expect(field('Votes to Veto a Trade')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('offers the playoffs on the waiver step, says what weeks 10-14 become, and sends what is chosen', async () => {
    renderWizard();
    goToStep(5);
    const playoffs = screen.getByRole('group', { name: 'Playoffs' });
    expect(within(playoffs).getByLabelText('Playoff Teams')).toHaveDisplayValue('4');
    const weeks = () =>
      within(screen.getByRole('list', { name: 'Weeks 10-14 with these settings' }))
        .getAllByRole('listitem')
        .map((week) => week.textContent);
    expect(weeks()).toEqual([
      'Week 10: Semifinals',
      'Week 11: Championship',
      'Week 12: No games this week',
      'Week 13: No games this week',
      'Week 14: No games this week',
    ]);
    select('Playoff Teams', '6');
    select('First Playoff Week', '12');
    select('Seeding Tie-Breaker', 'head_to_head');
    select('Consolation Bracket', '1');
    expect(weeks()).toEqual([
      'Week 10: No games this week',
      'Week 11: No games this week',
      'Week 12: Quarterfinals',
      'Week 13: Semifinals',
      'Week 14: Championship',
    ]);
    finish();
    await screen.findByRole('heading', { name: 'Landing page' });
    expect(lastCreated()).toEqual(
      expect.objectContaining({
        playoff_rules: {
          playoff_teams: 6,
          weeks_per_round: 1,
          first_playoff_week: 12,
          seeding_tiebreaker: 'head_to_head',
          consolation_bracket: 1,
        },
      }),
    );
  });

  it('refuses rounds that do not end by week 14, on the waiver step', () => {
    renderWizard();
    goToStep(5);
    select('Playoff Teams', '6');
    select('Weeks per Round', '2');
    expect(screen.queryByRole('list', { name: 'Weeks 10-14 with these settings' })).toBeNull();
    finish();
    expect(alertText()).toBe(
      'The playoffs must end by week 14: 3 rounds of 2 weeks from week 10 end in week 15.',
    );
    expect(screen.getByLabelText('First Playoff Week')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toEqual([]);
  });
});

describe('step 6: Draft', () => {
  it('offers the draft settings with the usual ones filled in, and saves them for the new league', async () => {
    renderWizard();
    goToStep(6);
    expect(stepTitle()).toBe('Draft');
    expect(field('Draft type')).toHaveDisplayValue('Snake');
    expect(field('Draft order')).toHaveDisplayValue('Drawn at random when the draft starts');
    expect(field('Pick clock')).toHaveDisplayValue('1 minute 30 seconds');
    expect(field('Vampires draft')).toHaveDisplayValue('No');
    expect(
      screen.getByText('Vampires skip the draft and have first pick of free agents after it.'),
    ).toBeInTheDocument();
    const clocks = Array.from(
      (field('Pick clock') as unknown as HTMLSelectElement).options,
      (option) => option.textContent,
    );
    expect(clocks[0]).toBe('30 seconds');
    expect(clocks.at(-1)).toBe('8 hours');

    type('Draft type', 'third_round_reversal');
    type('Pick clock', '28800');
    type('Pause the clock overnight (11 PM–8 AM ET)', '1');
    type('Draft start (ET)', '2025-09-04T20:00');
    type('Vampires draft', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await screen.findByRole('heading', { name: 'Landing page' });
    expect(api.bodiesSentTo(DRAFT_SETTINGS)).toEqual([
      {
        type: 'third_round_reversal',
        order_mode: 'random',
        order: [],
        pick_seconds: 28_800,
        overnight_pause: true,
        starts_at: '2025-09-05T00:00:00.000Z',
        vampires_draft: true,
      },
    ]);
  });

  it('offers an auction with its budget and bid clock, shown only for an auction, and saves them', async () => {
    renderWizard();
    goToStep(6);
    expect(screen.queryByLabelText('Auction budget')).toBeNull();
    type('Draft type', 'auction');
    expect(field('Draft type')).toHaveDisplayValue('Auction');
    expect(field('Auction budget')).toHaveValue(200);
    expect(field('Bid clock')).toHaveDisplayValue('20 seconds');
    expect(field('Nomination clock')).toHaveDisplayValue('1 minute 30 seconds');
    expect(
      screen.getByText('Minimum bid $1; each team keeps $1 for every empty slot.'),
    ).toBeInTheDocument();
    type('Auction budget', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(
      await screen.findByText('The auction budget is a whole number from 1 to 1000.'),
    ).toBeInTheDocument();
    type('Auction budget', '150');
    type('Bid clock', '15');
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await screen.findByRole('heading', { name: 'Landing page' });
    expect(api.bodiesSentTo(DRAFT_SETTINGS)).toEqual([
      {
        kind: 'auction',
        type: 'linear',
        budget: 150,
        bid_seconds: 15,
        order_mode: 'random',
        order: [],
        pick_seconds: 90,
        overnight_pause: false,
        starts_at: null,
        vampires_draft: false,
      },
    ]);
  });

  it('a commissioner-set order waits for the teams: it is set in Edit League Rules', () => {
    renderWizard();
    goToStep(6);
    type('Draft order', 'commissioner');
    expect(
      screen.getByText('Set the order in Edit League Rules once the teams have joined.'),
    ).toBeInTheDocument();
  });
});
