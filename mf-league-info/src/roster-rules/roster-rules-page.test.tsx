import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BITE_RULES, DEFAULT_ROSTER_RULES, type RosterType } from '@fangtasy/shared';
import {
  fail,
  ok,
  renderWithSession,
  type FakeReply,
  fakeApiPerTest,
} from '@fangtasy/shared/testing';
import { RosterRulesPage } from './roster-rules-page';

const rosterRulesOf = (type: RosterType) => `GET /roster_rules/getRosterRulesByLeagueId/7/${type}`;
const BITE_RULES = 'GET /bite_rules/getBiteRulesByLeagueId/7';
/** Answers both roster-rule sets, each from `answer(type)`. */
const answerRosterRules = (answer: (type: RosterType) => FakeReply) =>
  api.set({ [rosterRulesOf(1)]: answer(1), [rosterRulesOf(2)]: answer(2) });

const api = fakeApiPerTest({ [BITE_RULES]: ok({ ...DEFAULT_BITE_RULES, id: 1, league_id: 7 }) });

const LABELS = [
  'Quarterbacks',
  'Running Backs',
  'Wide Receivers',
  'Tight Ends',
  'WR/TE Count',
  'Flex',
  'Bench',
  'Injured Reserve',
  'Max Roster Size',
  'Max Quarterbacks',
  'Max Running Backs',
  'Max Wide Receivers',
  'Max Tight Ends',
  'Beginning FAAB Budget',
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('Roster Rules', () => {
  it('shows the regular (type 1) and vampire (type 2) rules in two tables of 14 rows', async () => {
    answerRosterRules((type) =>
      ok({
        ...DEFAULT_ROSTER_RULES,
        roster_type_id: type,
        bench_count: type === 2 ? 4 : 6,
        max_te_count: type === 2 ? null : 4,
        beginning_faab: type === 2 ? 150 : 100,
      }),
    );
    renderWithSession(<RosterRulesPage />);

    const regular = rowsOf(
      await screen.findByRole('table', { name: 'Regular Player Roster Rules' }),
    );
    const vampire = rowsOf(
      await screen.findByRole('table', { name: 'Vampire Player Roster Rules' }),
    );
    expect(regular.map(([label]) => label)).toEqual(LABELS);
    expect(vampire.map(([label]) => label)).toEqual(LABELS);
    expect(regular[6]).toEqual(['Bench', '6']);
    expect(vampire[6]).toEqual(['Bench', '4']);
    expect(vampire[12]).toEqual(['Max Tight Ends', 'Not set']);
    expect(vampire[13]).toEqual(['Beginning FAAB Budget', '150']);
    expect(api.callsTo(rosterRulesOf(1))).toHaveLength(1);
    expect(api.callsTo(rosterRulesOf(2))).toHaveLength(1);
  });

  it("prefixes a failure with 'Failed to fetch roster rules:' and says which set is missing", async () => {
    answerRosterRules((type) =>
      type === 1 ? fail(500, 'database unavailable') : fail(404, 'Not found.'),
    );
    renderWithSession(<RosterRulesPage />);
    expect(
      await screen.findByText('Failed to fetch roster rules: database unavailable'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No roster rules found for this league.')).toBeInTheDocument();
  });

  it('shows the bite settings after the vampire rules, and "Not set" for a league without them', async () => {
    answerRosterRules((type) => ok({ ...DEFAULT_ROSTER_RULES, roster_type_id: type }));
    api.set({
      [BITE_RULES]: ok({
        ...DEFAULT_BITE_RULES,
        swap_rule: 'none',
        deadline_day: 'Sunday',
        deadline_hour: 20,
        id: 1,
        league_id: 7,
      }),
    });
    const view = renderWithSession(<RosterRulesPage />);
    const table = await screen.findByRole('table', { name: 'Vampire Bite Settings' });
    expect(rowsOf(table)).toEqual([
      ['Vampire Bites', 'On'],
      ['Bite Swap', 'None: the vampire sends nobody back'],
      ['Bite Deadline', 'A day and hour after the week'],
      ['Bite Deadline Day', 'Sunday'],
      ['Bite Deadline Hour', '8 PM ET'],
      ['Full Lineup Required Against the Vampire', 'Yes'],
      ['Bites in the Playoffs', 'No'],
      ['Declare the Target Before His Game', 'No'],
      ['Garlic (protect one starter)', 'No'],
    ]);
    view.unmount();
    api.set({ [BITE_RULES]: fail(404, 'Bite rules not found.') });
    renderWithSession(<RosterRulesPage />);
    const missing = await screen.findByRole('table', { name: 'Vampire Bite Settings' });
    expect(rowsOf(missing)[0]).toEqual(['Vampire Bites', 'Not set']);
  });
});
