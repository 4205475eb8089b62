import { describe, expect, it } from 'vitest';
import type { LeagueStandings } from '@fangtasy/shared';
import { teamOutlook } from './team-outlook';

type Row = LeagueStandings['standings'][number];
const row = (
  id: number,
  [wins, losses, ties]: [number, number, number],
  rank: number,
  team_name: string | null = `Team ${id}`,
): Row => ({
  league_member_id: id,
  team_name,
  username: `user${id}`,
  wins,
  losses,
  ties,
  points_for: 100 * wins,
  points_against: 90,
  streak: null,
  rank,
  seed: null,
  final_place: null,
});

const answer = (overrides: Partial<LeagueStandings> = {}): LeagueStandings => ({
  standings: [
    row(3, [1, 0, 1], 1),
    row(1, [1, 1, 0], 2),
    row(2, [1, 1, 0], 3),
    row(4, [0, 1, 1], 4),
  ],
  own_league_member_id: 1,
  next_match: {
    week: 3,
    is_home: true,
    opponent_league_member_id: 4,
    opponent_team_name: 'Team Dmitri',
    opponent_username: 'dmitri',
    round_name: null,
  },
  final_weeks: 2,
  playoff_teams: 4,
  league_status: 'regular_season',
  champion: null,
  ...overrides,
});

describe('teamOutlook', () => {
  it("gives the team's W-L-T record, its standing of all teams and its next match", () => {
    expect(teamOutlook(answer())).toEqual({
      record: '1-1-0',
      standing: '2nd of 4',
      nextMatch: 'Week 3 vs Team Dmitri',
      seasonEnd: null,
    });
    expect(teamOutlook(answer({ own_league_member_id: 3 }))).toMatchObject({
      record: '1-0-1',
      standing: '1st of 4',
    });
    expect(teamOutlook(answer({ own_league_member_id: 4 })).standing).toBe('4th of 4');
  });

  it('names the opponent by username when the team has no name, and says nothing after the last match', () => {
    const next = { ...answer().next_match!, opponent_team_name: null };
    expect(teamOutlook(answer({ next_match: next })).nextMatch).toBe('Week 3 vs dmitri');
    expect(teamOutlook(answer({ next_match: null })).nextMatch).toBeNull();
  });

  it('is N/A everywhere but the next match before any week is final', () => {
    const none = answer({
      standings: [row(1, [0, 0, 0], 1), row(2, [0, 0, 0], 1)],
      final_weeks: 0,
    });
    expect(teamOutlook(none)).toEqual({
      record: null,
      standing: null,
      nextMatch: 'Week 3 vs Team Dmitri',
      seasonEnd: null,
    });
  });

  it('a team that has not played a final game yet has no record but a standing once others have', () => {
    const data = answer({
      standings: [row(2, [1, 0, 0], 1), row(3, [0, 1, 0], 2), row(1, [0, 0, 0], 3)],
    });
    expect(teamOutlook(data)).toMatchObject({ record: null, standing: '3rd of 3' });
  });

  it('names the playoff round of a playoff match, and the champion once the season is complete', () => {
    const semifinal = { ...answer().next_match!, week: 11, round_name: 'Semifinals' };
    expect(teamOutlook(answer({ next_match: semifinal })).nextMatch).toBe(
      'Week 11 vs Team Dmitri (Semifinals)',
    );
    const champion = { league_member_id: 1, team_name: 'Team 1', username: 'user1' };
    const complete = answer({ league_status: 'complete', champion, next_match: null });
    expect(teamOutlook(complete).seasonEnd).toEqual({ champion, isOwn: true });
    expect(teamOutlook({ ...complete, own_league_member_id: 3 }).seasonEnd).toEqual({
      champion,
      isOwn: false,
    });
    // The playoffs under way name no champion.
    expect(teamOutlook(answer({ league_status: 'playoffs' })).seasonEnd).toBeNull();
  });

  it('uses 11th, 12th and 13th, not 11st', () => {
    const standings = Array.from({ length: 24 }, (_, i) => row(i + 1, [1, 0, 0], i + 1));
    const ranks = [11, 12, 13, 21].map(
      (rank) =>
        teamOutlook(
          answer({
            standings: [...standings, row(99, [0, 1, 0], rank)],
            own_league_member_id: 99,
          }),
        ).standing,
    );
    expect(ranks).toEqual(['11th of 25', '12th of 25', '13th of 25', '21st of 25']);
  });
});
