import {
  findCurrentFantasyWeek,
  holdsATeam,
  rosterTypeOf,
  type MatchupSide,
  type WeekMatchups,
} from '@fangtasy/shared/domain';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { LRUCache } from 'lru-cache';
import { requireLeagueMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import { mayMemoize } from '../../db/memos';
import {
  isStoredWeek,
  sideOf,
  sideScore,
  weekHeader,
  weekMatchups,
  type LineupPlayer,
} from '../matchups';
import { bracketOrder } from '../playoffs/playoff-matchups';
import { seasonPointsKeyOf, seasonPointsUnder } from '../season-points';
import { gamesOfWeek } from '../week-games';
import {
  readLeagueWeekSetup,
  type LeagueWeekSetup,
  type LineupEntry,
  type SetupMember,
} from './league-week-setup';
import {
  readMatchupVersions,
  readMemberLineups,
  type MatchupVersions,
  type MemberLineup,
} from './matchup-versions';
import {
  countAtOrBefore,
  NflWeekMoved,
  nflWeekAt,
  weekScoresUnder,
  withPlayerFacts,
  type NflWeek,
} from './nfl-week';
import { weekPlayer, weekPlayersOf, type WeekPlayers } from './week-players';

/** A side as last built, with what it was built from (each replaced whole when it changes). */
interface BuiltSide {
  setup: LeagueWeekSetup;
  lineup: MemberLineup | LeagueWeekSetup;
  players: WeekPlayers | null;
  side: MatchupSide;
  /**
   * Which player stands in which slot, and the facts that placed him there (his position and
   * name order the bench): while they hold, new figures (a stats update) fill the same slots.
   */
  placed: { players: LineupPlayer[]; slots: (number | null)[] } | null;
}

/** The side again with new figures in the same slots, or null when a player's place may move. */
function refilled(built: BuiltSide, lineupPlayers: readonly LineupPlayer[]): MatchupSide | null {
  const { placed, side } = built;
  if (!placed || !side.starters || !side.bench) return null;
  if (placed.players.length !== lineupPlayers.length) return null;
  const byId = new Map<number, LineupPlayer['player']>();
  for (const [i, now] of lineupPlayers.entries()) {
    const then = placed.players[i]!;
    if (
      then.roster_position !== now.roster_position ||
      then.player.player_id !== now.player.player_id ||
      then.player.position !== now.player.position ||
      then.player.player_name !== now.player.player_name
    )
      return null;
    byId.set(now.player.player_id, now.player);
  }
  const slots = [...side.starters, ...side.bench].map((slot, i) => {
    const id = placed.slots[i] ?? null;
    return { slot: slot.slot, kind: slot.kind, player: id === null ? null : byId.get(id)! };
  });
  const starters = slots.slice(0, side.starters.length);
  const bench = slots.slice(side.starters.length);
  return { ...side, score: side.score, starters, bench };
}

/** What a process keeps of a league's week between reads, each part at its own read version. */
interface LeagueWeekParts {
  setup: LeagueWeekSetup;
  lineups: Map<number, MemberLineup>;
  sides: Map<number, BuiltSide>;
  /** The NFL part whose facts hold every player of these lineups. */
  factsOf: NflWeek | null;
}

/** League weeks kept per process: a watched or polled week stays, an old one leaves. */
const MAX_LEAGUE_WEEKS = 10_000;
const partsByDb = new WeakMap<Db, LRUCache<string, LeagueWeekParts>>();

function partsOf(db: Db) {
  let parts = partsByDb.get(db);
  if (!parts) {
    parts = new LRUCache({ max: MAX_LEAGUE_WEEKS });
    partsByDb.set(db, parts);
  }
  return parts;
}

/** A league's week as every member sees it, and who its members are. */
export interface LeagueWeek {
  /** The Matchups answer without a member's own id: what the live stream sends. */
  state: LiveWeek;
  members: readonly SetupMember[];
}

export interface LeagueWeekInput {
  leagueId: number;
  week: number;
  now: Date;
  /**
   * The NFL part to score with, and whether the league's parts in memory may be taken as they
   * are: a listener recomputing every watched week after a stats update, which it was told of,
   * reads nothing per league (a change of a league comes with its own notification).
   */
  nfl?: NflWeek;
  trustLeagueParts?: boolean;
  /** Members whose lineup a notification said changed: read again even when trusting the rest. */
  changedLineups?: readonly number[];
}

const lineupOrder = (a: LineupEntry, b: LineupEntry) => a.player_id - b.player_id;

async function compose(db: Db, input: LeagueWeekInput): Promise<LeagueWeek | null> {
  const { leagueId, week, now } = input;
  const book = partsOf(db);
  const key = `${leagueId}/${week}`;
  let parts = book.get(key);
  const versions: MatchupVersions | null =
    parts && input.trustLeagueParts ? null : await readMatchupVersions(db, leagueId);
  if (!parts || (versions && parts.setup.version !== versions.setup)) {
    const setup = await readLeagueWeekSetup(db, leagueId, week);
    if (!setup) {
      book.delete(key);
      return null;
    }
    parts = {
      setup,
      lineups: parts?.lineups ?? new Map(),
      sides: parts?.sides ?? new Map(),
      factsOf: null,
    };
    book.set(key, parts);
  }
  const { setup } = parts;
  const { season } = setup.league;
  const nfl =
    input.nfl && input.nfl.season === season && input.nfl.week === week
      ? input.nfl
      : await nflWeekAtLeast(db, season, week, versions?.nfl);

  const weekEntry = nfl.fantasyWeeks.find((entry) => entry.week === week);
  const weekEnd = weekEntry ? new Date(weekEntry.end_datetime) : null;
  const rows = setup.matchups;
  const stored = isStoredWeek(rows, weekEnd, now);
  const scoredAt = stored && weekEnd ? weekEnd : now;
  const memberIds = rows.flatMap((row) => [row.home_id, row.away_id]);

  // Only the lineups whose version moved are read again: after a roster move, the mover's.
  let stale: number[] = [];
  if (!stored) {
    const changed = new Set(input.changedLineups);
    stale = memberIds.filter((id) => {
      const known = parts.lineups.get(id);
      if (!known || changed.has(id)) return true;
      return versions !== null && known.version !== (versions.lineups.get(id) ?? 0);
    });
    if (stale.length > 0) {
      const read = await readMemberLineups(db, stale);
      for (const id of stale)
        parts.lineups.set(
          id,
          read.get(id) ?? { version: versions?.lineups.get(id) ?? 0, entries: [] },
        );
    }
  }
  const entriesOf = (memberId: number): LineupEntry[] =>
    stored
      ? setup.frozen.filter((entry) => entry.league_member_id === memberId).sort(lineupOrder)
      : (parts.lineups.get(memberId)?.entries ?? []);

  // Without scoring rules no player is scored, and none is shown (lineupPlayerScores' join).
  let players: WeekPlayers | null = null;
  let scope: Parameters<typeof weekPlayer>[1] | null = null;
  if (setup.scoringRulesKey !== null) {
    const rulesKey = setup.scoringRulesKey;
    const scores = await weekScoresUnder(db, nfl, rulesKey);
    // Facts are read once per NFL part for the players of the lineups it has not seen.
    if (parts.factsOf !== nfl || stale.length > 0 || stored) {
      await withPlayerFacts(
        db,
        nfl,
        memberIds.flatMap((id) => entriesOf(id).map((entry) => entry.player_id)),
      );
      parts.factsOf = nfl;
    }
    const kickedOff = countAtOrBefore(nfl.seasonKickoffs, now.getTime());
    const pointsKey = `season-points|${rulesKey}|${kickedOff}`;
    let season_points = nfl.derived.get(pointsKey) as
      Awaited<ReturnType<typeof seasonPointsUnder>> | undefined;
    if (!season_points) {
      season_points = await seasonPointsUnder(
        db,
        seasonPointsKeyOf({ season, nflVersion: nfl.version, kickedOff, rulesKey }),
        { leagueId, season, now },
      );
      nfl.derived.set(pointsKey, season_points);
    }
    scope = {
      rulesKey,
      scores,
      seasonPoints: season_points.points,
      seasonPointsKey: season_points.key,
      at: scoredAt,
      weekEnd,
    };
    players = weekPlayersOf(nfl, scope);
  }

  const sideFor = (memberId: number, storedScore: number | null): MatchupSide => {
    const lineup = stored ? setup : parts.lineups.get(memberId)!;
    const built = parts.sides.get(memberId);
    const sameSource = built !== undefined && built.setup === setup && built.lineup === lineup;
    if (sameSource && built.players === players) return built.side;
    const lineupPlayers: LineupPlayer[] = [];
    if (players && scope)
      for (const entry of entriesOf(memberId)) {
        const player = weekPlayer(nfl, scope, players, entry.player_id);
        if (player) lineupPlayers.push({ roster_position: entry.roster_position, player });
      }
    // The same lineup with new figures: the slots stay, only the score is added up again.
    const again = sameSource ? refilled(built!, lineupPlayers) : null;
    if (again) {
      if (!stored) again.score = sideScore(again.starters!);
      parts.sides.set(memberId, { ...built!, players, side: again });
      return again;
    }
    const member = setup.membersById.get(memberId) ?? { id: memberId, team_name: null, is_vamp: 0 };
    const side = sideOf(
      member,
      lineupPlayers,
      setup.rulesByType.get(rosterTypeOf(member)),
      stored ? storedScore : null,
    );
    const placed = side.starters &&
      side.bench && {
        players: lineupPlayers,
        slots: [...side.starters, ...side.bench].map((slot) => slot.player?.player_id ?? null),
      };
    parts.sides.set(memberId, { setup, lineup, players, side, placed: placed || null });
    return side;
  };

  // Where the week's games stand, and the current week, once per instant for every league.
  const atNow = `week-at|${now.getTime()}`;
  let weekAt = nfl.derived.get(atNow) as
    { games: ReturnType<typeof gamesOfWeek>; current: number | null; weeks: number[] } | undefined;
  if (!weekAt) {
    const found = findCurrentFantasyWeek(nfl.fantasyWeeks, now);
    weekAt = {
      games: gamesOfWeek(week, nfl.games, weekEntry?.end_datetime ?? null, now),
      current: found.ok ? found.week.week : null,
      weeks: nfl.fantasyWeeks.map((entry) => entry.week),
    };
    nfl.derived.set(atNow, weekAt);
  }
  const { games } = weekAt;
  // A week whose games are all final is final (its scores no longer move).
  const isFinal = rows.length > 0 && (stored || games.allFinal);
  return {
    members: setup.members,
    state: {
      ...weekHeader({
        league: setup.league,
        week,
        phase: setup.phase,
        weeks: weekAt.weeks,
        currentWeek: weekAt.current,
        isFinal,
        games,
        now,
      }),
      roster_rules: setup.lineupRules,
      matchups: rows
        .map((row, index) => ({
          id: row.id,
          week: row.week,
          is_final: isFinal,
          home: sideFor(row.home_id, row.home_score),
          away: sideFor(row.away_id, row.away_score),
          playoff: setup.playoff[index] ?? null,
        }))
        .sort(bracketOrder),
    },
  };
}

/** The NFL part at least as recent as `version` (any, without one). */
const nflWeekAtLeast = (db: Db, season: number, week: number, version: number | undefined) =>
  nflWeekAt(db, { season, week, version: version ?? 0 });

/**
 * A league's week of matchups as every member sees it, from the parts kept in memory: each read
 * again only when its read version moved (one statement asks them all), so after a roster move
 * only the mover's lineup is read and only his side rebuilt, and the NFL part is shared by every
 * league. Null when the league does not exist.
 */
export async function readLeagueWeek(db: Db, input: LeagueWeekInput): Promise<LeagueWeek | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await compose(
        db,
        attempt === 1 ? input : { ...input, nfl: undefined, trustLeagueParts: false },
      );
    } catch (error) {
      // The NFL data moved while its part was being completed: read it at its new version.
      if (!(error instanceof NflWeekMoved) || attempt >= 3) throw error;
    }
  }
}

/**
 * A league's week as every member sees it (readLeagueWeek); with memos off (READ_CACHE_MB=0)
 * from the rows, as the first member of a team reads it.
 */
export async function leagueWeekOf(db: Db, input: LeagueWeekInput): Promise<LeagueWeek | null> {
  if (mayMemoize(db)) return readLeagueWeek(db, input);
  const members = await db
    .selectFrom('league_members')
    .select(['id', 'user_id', 'role', 'team_name', 'is_vamp'])
    .where('league_id', '=', input.leagueId)
    .orderBy('id')
    .execute();
  const viewer = members.find(holdsATeam);
  if (!viewer) return null;
  const { own_league_member_id: _own, ...state } = await weekMatchups(db, {
    ...input,
    userId: viewer.user_id,
  });
  return { state, members };
}

/**
 * The Matchups answer for one member: from the kept parts (readLeagueWeek), or, when memos are
 * off (READ_CACHE_MB=0), from the rows (weekMatchups) — the differential tests hold them equal.
 */
export async function memberWeekMatchups(
  db: Db,
  input: { leagueId: number; week: number; userId: number; now: Date },
): Promise<WeekMatchups> {
  if (!mayMemoize(db)) return weekMatchups(db, input);
  const read = await readLeagueWeek(db, input);
  const membership = read?.members.find(
    (member) => member.user_id === input.userId && holdsATeam(member),
  );
  if (!read || !membership) {
    // Not a member (403) or no such league (404), answered as every league read answers it.
    await requireLeagueMember(db, input.leagueId, input.userId);
    throw new Error(`league ${input.leagueId}: membership changed while the week was read`);
  }
  const { roster_rules, matchups, ...header } = read.state;
  return { ...header, own_league_member_id: membership.id, roster_rules, matchups };
}
