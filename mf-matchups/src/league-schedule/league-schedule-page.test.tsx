import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '@fangtasy/shared';
import {
  ALICE,
  fail,
  member,
  ok,
  renderWithSession,
  fakeApiPerTest,
} from '@fangtasy/shared/testing';
import { bracketNotSeeded } from '../bracket/bracket-fixtures';
import { LeagueSchedulePage } from './league-schedule-page';

const LEAGUE_MEMBERS_BY_LEAGUE_ID = 'GET /league_members/getLeagueMembersByLeagueId/7';
const SCHEDULES_BY_LEAGUE_ID = 'GET /schedules/getSchedulesByLeagueId/7';
const BRACKET_BY_LEAGUE_ID = 'GET /playoffs/getBracketByLeagueId/7';
const api = fakeApiPerTest();

const MEMBERS = [
  member({ id: 101, user_id: 20, username: 'casey', team_name: 'Casey Crushers', role: 'commish' }),
  member({ id: 102, user_id: ALICE.id, username: 'alice', team_name: 'Alice Anchors' }),
  member({ id: 103, user_id: 13, username: 'bob', team_name: null }),
  member({ id: 104, user_id: 14, username: 'nora', team_name: 'Not Yet', role: 'invited' }),
];

let nextId = 1;
const game = (
  week: number,
  home: number,
  away: number,
  scores?: [number, number],
): ScheduleEntry => ({
  id: nextId++,
  league_id: 7,
  week,
  home_league_member: home,
  away_league_member: away,
  home_score: scores ? scores[0] : null,
  away_score: scores ? scores[1] : null,
  is_final: scores ? 1 : 0,
  home_team_name: MEMBERS.find((m) => m.id === home)?.team_name ?? null,
  away_team_name: MEMBERS.find((m) => m.id === away)?.team_name ?? null,
  playoff: null,
});

// Alice: week 1 at home to Casey (won), week 2 away at Bob (lost), no game in week 3, week 4 to come.
const SCHEDULE = [
  game(1, 102, 101, [110.5, 90]),
  game(1, 103, 999, [70, 80.5]),
  game(2, 103, 102, [101.2, 99.8]),
  game(2, 101, 999, [88, 60]),
  game(4, 102, 103),
];

beforeEach(() => {
  api.set({ [LEAGUE_MEMBERS_BY_LEAGUE_ID]: ok(MEMBERS) });
  api.set({ [SCHEDULES_BY_LEAGUE_ID]: ok(SCHEDULE) });
  // Before week 9 is final the league is not seeded: weeks 10-14 are the spec's 'TBD'.
  api.set({ [BRACKET_BY_LEAGUE_ID]: ok(bracketNotSeeded()) });
});

const teamSelect = () => screen.getByLabelText('Team') as HTMLSelectElement;
const rows = async () => {
  const table = await screen.findByRole('table', { name: /schedule$/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
};

describe('League Schedule', () => {
  it("opens on the user's own team with 14 weeks: matches, scores, no match, then TBD", async () => {
    renderWithSession(<LeagueSchedulePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'League Schedule' })).toBeInTheDocument();
    const shown = await rows();
    expect(teamSelect().value).toBe('102');
    expect(shown).toHaveLength(14);
    expect(shown.slice(0, 9)).toEqual([
      ['Week 1', 'Casey Crushers @ Alice Anchors', '90.00 @ 110.50', 'W'],
      ['Week 2', 'Alice Anchors @ Unknown', '99.80 @ 101.20', 'L'],
      ['Week 3', 'No match scheduled', '', ''],
      ['Week 4', 'Unknown @ Alice Anchors', '-- @ --', ''],
      ['Week 5', 'No match scheduled', '', ''],
      ['Week 6', 'No match scheduled', '', ''],
      ['Week 7', 'No match scheduled', '', ''],
      ['Week 8', 'No match scheduled', '', ''],
      ['Week 9', 'No match scheduled', '', ''],
    ]);
    expect(shown.slice(9).map((row) => row.slice(0, 2))).toEqual([
      ['Week 10', 'TBD'],
      ['Week 11', 'TBD'],
      ['Week 12', 'TBD'],
      ['Week 13', 'TBD'],
      ['Week 14', 'TBD'],
    ]);
  });

  it("shows a week under way with its live scores, marked 'Live' until it is final", async () => {
    api.set({
      [SCHEDULES_BY_LEAGUE_ID]: ok([
        ...SCHEDULE.filter((entry) => entry.week !== 4),
        { ...game(4, 102, 103), home_score: 63.3, away_score: 59.26, is_final: 0 },
      ]),
    });
    renderWithSession(<LeagueSchedulePage />);
    const shown = await rows();
    expect(shown[3]).toEqual(['Week 4', 'Unknown @ Alice Anchors', '59.26 @ 63.30', 'Live']);
  });

  it('cycles through the teams (not invitees) with wrap-around at both ends', async () => {
    renderWithSession(<LeagueSchedulePage />);
    await rows();
    expect(Array.from(teamSelect().options, (o) => o.text)).toEqual([
      'Casey Crushers',
      'Alice Anchors',
      'bob',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    expect(teamSelect().value).toBe('103');
    expect((await rows())[0]).toEqual(['Week 1', 'Unknown @ Unknown', '80.50 @ 70.00', 'L']);
    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    expect(teamSelect().value).toBe('101');
    fireEvent.click(screen.getByRole('button', { name: 'Previous member' }));
    expect(teamSelect().value).toBe('103');
    fireEvent.change(teamSelect(), { target: { value: '101' } });
    expect((await rows())[1]).toEqual(['Week 2', 'Unknown @ Casey Crushers', '60.00 @ 88.00', 'W']);
  });

  it("charts the team's points per finished week beside the league average, with a text alternative", async () => {
    renderWithSession(<LeagueSchedulePage />);
    const chart = await screen.findByRole('img', {
      name: /Alice Anchors points per finished week beside the league average/,
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(
        'Week 1: 110.50 points, league average 87.75; Week 2: 99.80 points, league average 87.25',
      ),
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const table = screen.getByRole('table', {
      name: 'Alice Anchors points per finished week beside the league average',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Week', 'Alice Anchors', 'League average'],
      ['Week 1', '110.50', '87.75'],
      ['Week 2', '99.80', '87.25'],
    ]);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('says when no week is finished yet instead of drawing an empty chart', async () => {
    api.set({ [SCHEDULES_BY_LEAGUE_ID]: ok([game(1, 102, 101), game(2, 103, 102)]) });
    renderWithSession(<LeagueSchedulePage />);
    expect(await screen.findByText('No finished weeks yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says 'No schedules found for this league.' before the league has a schedule", async () => {
    api.set({ [SCHEDULES_BY_LEAGUE_ID]: ok([]) });
    renderWithSession(<LeagueSchedulePage />);
    expect(await screen.findByText('No schedules found for this league.')).toBeInTheDocument();
  });

  it("says 'No league members found.' when the league has no teams", async () => {
    api.set({ [LEAGUE_MEMBERS_BY_LEAGUE_ID]: ok([MEMBERS[3]!]) });
    renderWithSession(<LeagueSchedulePage />);
    expect(await screen.findByText('No league members found.')).toBeInTheDocument();
  });

  it("reads 'Failed to fetch schedule: ' and the reason when loading fails", async () => {
    api.set({ [SCHEDULES_BY_LEAGUE_ID]: fail(500, 'database offline') });
    renderWithSession(<LeagueSchedulePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch schedule: database offline',
    );
  });
});
