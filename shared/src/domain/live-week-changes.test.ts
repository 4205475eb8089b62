import { describe, expect, it } from 'vitest';
import type { LiveWeek, MatchupPlayer, MatchupSide, MatchupSlot } from '../contract';
import { applyWeekChanges, weekChanges } from './live-week-changes';

/** A seeded generator, so a failing case can be run again. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const TEAMS = ['KC', 'BUF', 'PHI', 'DAL', 'SF', 'DET'];

function playerOf(id: number, team: string): MatchupPlayer {
  return {
    player_id: id,
    player_name: `Player ${id}`,
    position: 'WR',
    team,
    is_injured: 0,
    headshot_url: null,
    score: null,
    kickoff: '2025-11-02T18:00:00.000Z',
    game_status: 'scheduled',
    is_home: TEAMS.indexOf(team) % 2 === 0,
    period: null,
    game_clock: null,
    home_score: null,
    away_score: null,
    points_per_game: 10,
  };
}

function sideOf(memberId: number, firstPlayer: number): MatchupSide {
  const slots = (kind: 'WR' | 'BENCH', count: number, from: number): MatchupSlot[] =>
    Array.from({ length: count }, (_, i) => ({
      slot: `${kind}${i + 1}`,
      kind,
      player: playerOf(from + i, TEAMS[(from + i) % TEAMS.length]!),
    }));
  return {
    league_member_id: memberId,
    team_name: `Team ${memberId}`,
    roster_type_id: 1,
    score: 0,
    starters: slots('WR', 4, firstPlayer),
    bench: slots('BENCH', 3, firstPlayer + 4),
    player_count: 7,
  };
}

function weekOf(matchups: number): LiveWeek {
  return {
    league: { league_id: 1, name: 'League', season: 2025 },
    week: 9,
    phase: 'regular_season',
    round_name: null,
    weeks: [1, 2, 3],
    current_week: 9,
    is_final: false,
    in_progress: true,
    next_kickoff: null,
    updated_at: '2025-11-02T20:00:00.000Z',
    roster_rules: [],
    matchups: Array.from({ length: matchups }, (_, i) => ({
      id: i + 1,
      week: 9,
      is_final: false,
      home: sideOf(100 + 2 * i, 1000 + 20 * i),
      away: sideOf(101 + 2 * i, 1010 + 20 * i),
      playoff: null,
    })),
  };
}

const clone = (week: LiveWeek) => structuredClone(week);
const allSides = (week: LiveWeek) => week.matchups.flatMap((m) => [m.home, m.away]);
const allPlayers = (week: LiveWeek) =>
  allSides(week)
    .flatMap((side) => [...(side.starters ?? []), ...(side.bench ?? [])])
    .flatMap((slot) => (slot.player ? [slot.player] : []));

/** One random change of the kinds a league's week sees. */
function change(week: LiveWeek, random: ReturnType<typeof randomOf>): void {
  const kind = random.int(0, 6);
  if (kind === 0) {
    // A stats update: a team's game moves, its players' points with it.
    const team = random.pick(TEAMS);
    const clock = `${random.int(0, 14)}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const score = random.int(0, 40);
    for (const player of allPlayers(week))
      if (player.team === team) {
        Object.assign(player, {
          game_status: 'in_progress',
          period: 3,
          game_clock: clock,
          home_score: score,
          away_score: 7,
          score: Math.round(random.next() * 3000) / 100,
          points_per_game: Math.round(random.next() * 3000) / 100,
        });
      }
    for (const side of allSides(week)) side.score = Math.round(random.next() * 15000) / 100;
  } else if (kind === 1) {
    // One player's own line: his points alone.
    random.pick(allPlayers(week)).score = random.int(0, 30);
  } else if (kind === 2) {
    // A roster move: two slots of one side swap.
    const side = random.pick(allSides(week));
    const a = side.starters![random.int(0, 3)]!;
    const b = side.bench![random.int(0, 2)]!;
    [a.player, b.player] = [b.player, a.player];
  } else if (kind === 3) {
    // A team renamed.
    random.pick(allSides(week)).team_name = `Renamed ${random.int(1, 99)}`;
  } else if (kind === 4) {
    // The week's own fields.
    week.updated_at = new Date(Date.parse(week.updated_at) + 60_000).toISOString();
    week.in_progress = random.next() < 0.5;
  } else if (kind === 5) {
    // A traded player: his team (and so his game) changes.
    const player = random.pick(allPlayers(week));
    player.team = random.pick(TEAMS);
    player.game_clock = '1:00';
  } else {
    // The week ends: everything final.
    week.is_final = true;
    for (const matchup of week.matchups) matchup.is_final = true;
  }
}

describe('live week changes', () => {
  it('lead exactly from one state to the next, whatever changed', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = randomOf(seed);
      let before = weekOf(5);
      for (let step = 0; step < 6; step++) {
        const after = clone(before);
        for (let n = random.int(1, 3); n > 0; n--) change(after, random);
        const changes = weekChanges(before, after);
        expect(changes, `seed ${seed} step ${step}`).not.toBeNull();
        expect(applyWeekChanges(before, changes!)).toEqual(after);
        before = after;
      }
    }
  });

  it('carry a stats update in a fraction of a whole state', () => {
    const before = weekOf(5);
    const after = clone(before);
    change(after, { ...randomOf(7), int: () => 0, pick: <T>(items: readonly T[]) => items[0]! });
    const changes = weekChanges(before, after)!;
    expect(Object.keys(changes.games ?? {})).toEqual(['KC']);
    expect(changes.sides).toBeUndefined();
    expect(JSON.stringify(changes).length).toBeLessThan(JSON.stringify(after).length / 3);
  });

  it('replace only the side whose lineup changed', () => {
    const before = weekOf(5);
    const after = clone(before);
    const side = after.matchups[2]!.away;
    [side.starters![0]!.player, side.bench![0]!.player] = [
      side.bench![0]!.player,
      side.starters![0]!.player,
    ];
    const changes = weekChanges(before, after)!;
    expect(Object.keys(changes.sides ?? {})).toEqual([String(side.league_member_id)]);
    expect(changes.players).toBeUndefined();
    expect(applyWeekChanges(before, changes)).toEqual(after);
  });

  it('give way to a whole state for another league, week or set of matchups', () => {
    const before = weekOf(5);
    expect(weekChanges(before, { ...clone(before), week: 10 })).toBeNull();
    expect(weekChanges(before, weekOf(4))).toBeNull();
    const renamed = clone(before);
    renamed.league.name = 'Another';
    expect(weekChanges(before, renamed)).toBeNull();
  });
});
