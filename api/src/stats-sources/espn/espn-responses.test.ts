import { describe, expect, it } from 'vitest';
import { fixtureJson } from '../../../test/support/recorded-source';
import { readBoxScore, readScoreboard } from './espn-responses';

// ESPN's real answers (api/test/fixtures/espn/README.md), read as the live feed reads them.

const scoreboardOf = (...events: unknown[]) => ({ events });

describe('readScoreboard', () => {
  it('reads a real pre-game scoreboard: scheduled, no quarter, no score (ESPN says 0-0)', () => {
    const games = readScoreboard(fixtureJson('espn/scoreboard-2025-week-1-pre.json'));
    expect(games.map((game) => game.espnGameId)).toEqual(['401772510', '401772714', '401772830']);
    for (const game of games)
      expect(game).toMatchObject({
        status: 'scheduled',
        period: null,
        gameClock: null,
        homeScore: null,
        awayScore: null,
      });
  });

  it('reads a real game in progress: quarter, clock and score by home and away', () => {
    expect(
      readScoreboard(scoreboardOf(fixtureJson('espn/event-401872973-in-progress.json'))),
    ).toEqual([
      {
        espnGameId: '401872973',
        status: 'in_progress',
        period: 3,
        gameClock: '2:10',
        homeScore: 24,
        awayScore: 10,
      },
    ]);
  });

  it('reads halftime as in progress at 0:00 of the 2nd quarter', () => {
    expect(readScoreboard(scoreboardOf(fixtureJson('espn/event-401872930-halftime.json')))).toEqual(
      [
        {
          espnGameId: '401872930',
          status: 'in_progress',
          period: 2,
          gameClock: '0:00',
          homeScore: 14,
          awayScore: 7,
        },
      ],
    );
  });

  it('reads a final game with its final score', () => {
    expect(readScoreboard(fixtureJson('espn/scoreboard-20230917-final.json'))).toEqual([
      {
        espnGameId: '401547417',
        status: 'final',
        period: null,
        gameClock: null,
        homeScore: 25,
        awayScore: 24,
      },
    ]);
  });

  it('refuses an answer whose checked fields are missing or malformed', () => {
    const event = fixtureJson<Record<string, unknown>>('espn/event-401872973-in-progress.json');
    expect(() => readScoreboard({})).toThrow();
    expect(() => readScoreboard(scoreboardOf({ ...event, competitions: [] }))).toThrow();
    const scoreless = JSON.parse(JSON.stringify(event).replace('"score":"24"', '"score":"x"'));
    expect(() => readScoreboard(scoreboardOf(scoreless))).toThrow();
  });
});

describe('readBoxScore', () => {
  it("reads a real box score into each athlete's scored stats", () => {
    const lines = readBoxScore(fixtureJson('espn/summary-401547417-final.json'));
    const byId = new Map(lines.map((line) => [line.espnAthleteId, line]));
    // Jordan Love: 151 passing yards, 3 TDs, 23 rushing yards.
    expect(byId.get('4036378')).toMatchObject({
      team: 'GB',
      passing_yards: 151,
      passing_tds: 3,
      interceptions: 0,
      rushing_yards: 23,
    });
    // Bijan Robinson: rushing and receiving lines of one athlete make one line.
    expect(byId.get('4430807')).toMatchObject({
      team: 'ATL',
      rushing_yards: 124,
      rushing_tds: 0,
      receptions: 4,
      receiving_yards: 48,
    });
    // Desmond Ridder threw an interception; a defender's interception line is not his.
    expect(byId.get('4239086')).toMatchObject({ passing_yards: 237, interceptions: 1 });
    // Defenders (defensive and interceptions groups only) have no line; a returner has one.
    expect(byId.has('4379416')).toBe(false);
    expect(byId.get('4259493')).toMatchObject({ special_teams_tds: 0, team: 'GB' });
  });

  it('has no lines before kickoff, and skips a pseudo-athlete that is a team', () => {
    expect(readBoxScore({ boxscore: { teams: [] } })).toEqual([]);
    const summary = fixtureJson<{
      boxscore: { players: { statistics: { athletes: unknown[] }[] }[] };
    }>('espn/summary-401547417-final.json');
    summary.boxscore.players[0]!.statistics[0]!.athletes.push({
      athlete: { id: '-6315', displayName: ' Team' },
      stats: ['0/1', '0', '0.0', '0', '0', '0-0', '--', '--'],
    });
    expect(readBoxScore(summary).some((line) => line.espnAthleteId === '-6315')).toBe(false);
  });

  it('refuses a scored stat that is not a count', () => {
    const text = JSON.stringify(fixtureJson('espn/summary-401547417-final.json')).replace(
      '"14/25","151"',
      '"14/25","lots"',
    );
    expect(() => readBoxScore(JSON.parse(text))).toThrow(/passing\.passingYards/);
  });
});
