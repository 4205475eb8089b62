import type { LiveWeek, MatchupPlayer, MatchupSide, MatchupSlot } from '../contract';

/** The week's own fields a change may move without anything else about it changing. */
const WEEK_FIELDS = [
  'current_week',
  'is_final',
  'in_progress',
  'next_kickoff',
  'updated_at',
] as const;

/** A player's fields that are his NFL team's game's: the same for every player of the team. */
const GAME_FIELDS = [
  'kickoff',
  'game_status',
  'is_home',
  'period',
  'game_clock',
  'home_score',
  'away_score',
] as const;

/** A player's own fields. */
const PLAYER_FIELDS = [
  'player_name',
  'position',
  'team',
  'is_injured',
  'headshot_url',
  'score',
  'points_per_game',
] as const;

type GameFields = Pick<MatchupPlayer, (typeof GAME_FIELDS)[number]>;

const slotsOf = (side: MatchupSide) => [...(side.starters ?? []), ...(side.bench ?? [])];

/**
 * What changed between two states of a league's live week, in the week's own terms (decision
 * 033): a stats update moves games, players' points and team scores, which travel once
 * each here instead of once per slot of a whole snapshot; a roster move replaces the mover's side.
 * Applied to the state it was taken from (applyWeekChanges), it gives the new state exactly.
 */
export interface LiveWeekChanges {
  /** The week's own fields that changed. */
  week?: Partial<Pick<LiveWeek, (typeof WEEK_FIELDS)[number]>>;
  /** Each NFL team's game as its players show it, for every team whose game changed. */
  games?: Record<string, GameFields>;
  /** Players' fields that changed, by player id (over a team's game where both are given). */
  players?: Record<string, Partial<MatchupPlayer>>;
  /** Team scores that changed, by league member id. */
  scores?: Record<string, number>;
  /** Sides whose lineup or team changed, whole, by league member id. */
  sides?: Record<string, MatchupSide>;
}

const sameValues = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function pick<K extends keyof MatchupPlayer>(player: MatchupPlayer, fields: readonly K[]) {
  const picked: Partial<MatchupPlayer> = {};
  for (const field of fields) (picked as Record<string, unknown>)[field] = player[field];
  return picked as Pick<MatchupPlayer, K>;
}

/** How one player changed: his own fields, and whether his team's game did. */
interface PlayerDiff {
  own: Partial<MatchupPlayer> | null;
  game: boolean;
}

/**
 * Player diffs by the pair of objects compared: a server shares one object per player among the
 * leagues on the same rules, so a stats update compares each pair once, not once per league.
 */
const diffs = new WeakMap<MatchupPlayer, WeakMap<MatchupPlayer, PlayerDiff>>();

function diffOf(was: MatchupPlayer, player: MatchupPlayer): PlayerDiff {
  let byNew = diffs.get(was);
  const known = byNew?.get(player);
  if (known) return known;
  let own: Partial<MatchupPlayer> | null = null;
  for (const field of PLAYER_FIELDS)
    if (was[field] !== player[field]) (own ??= {})[field] = player[field] as never;
  let game = false;
  for (const field of GAME_FIELDS) if (was[field] !== player[field]) game = true;
  const diff = { own, game };
  if (!byNew) {
    byNew = new WeakMap();
    diffs.set(was, byNew);
  }
  byNew.set(player, diff);
  return diff;
}

/** Whether a player's game fields are the team's game as the changes give it. */
function showsGame(player: MatchupPlayer, game: GameFields): boolean {
  for (const field of GAME_FIELDS) if (game[field] !== player[field]) return false;
  return true;
}

/** Whether two lineups hold the same players in the same slots (their figures aside). */
function sameSlots(a: MatchupSlot[] | null, b: MatchupSlot[] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  return a.every((slot, i) => {
    const other = b[i]!;
    return (
      slot.slot === other.slot &&
      slot.kind === other.kind &&
      (slot.player?.player_id ?? null) === (other.player?.player_id ?? null)
    );
  });
}

/** A player after the changes: his team's game, then his own fields over it. */
function playerAfter(player: MatchupPlayer, changes: LiveWeekChanges): MatchupPlayer {
  const own = changes.players?.[player.player_id];
  const game = changes.games?.[own?.team ?? player.team];
  return own || game ? { ...player, ...game, ...own } : player;
}

/**
 * The changes from `before` to `after`, or null when they are not the kind a change can carry
 * (another league or week, other rules or weeks, other matchups or playoff rounds): the new state
 * then goes whole.
 */
export function weekChanges(before: LiveWeek, after: LiveWeek): LiveWeekChanges | null {
  if (
    before.week !== after.week ||
    before.phase !== after.phase ||
    before.round_name !== after.round_name ||
    before.matchups.length !== after.matchups.length ||
    !sameValues(before.league, after.league) ||
    !sameValues(before.weeks, after.weeks) ||
    !sameValues(before.roster_rules, after.roster_rules)
  )
    return null;
  const changes: LiveWeekChanges = {};
  const week: NonNullable<LiveWeekChanges['week']> = {};
  let weekChanged = false;
  for (const field of WEEK_FIELDS)
    if (before[field] !== after[field]) {
      Object.assign(week, { [field]: after[field] });
      weekChanged = true;
    }
  if (weekChanged) changes.week = week;

  let sides: Record<string, MatchupSide> | null = null;
  let scores: Record<string, number> | null = null;
  let games: Record<string, GameFields> | null = null;
  let players: Record<string, Partial<MatchupPlayer>> | null = null;
  // The slots whose player stays, to check against the changes once they are all known.
  const kept: [MatchupPlayer, MatchupPlayer, PlayerDiff | null][] = [];
  for (const [i, matchup] of after.matchups.entries()) {
    const previous = before.matchups[i]!;
    // A matchup's is_final is the week's (applyWeekChanges sets it so).
    if (
      previous.id !== matchup.id ||
      previous.week !== matchup.week ||
      !sameValues(previous.playoff, matchup.playoff) ||
      previous.is_final !== before.is_final ||
      matchup.is_final !== after.is_final
    )
      return null;
    for (const [old, side] of [
      [previous.home, matchup.home],
      [previous.away, matchup.away],
    ] as const) {
      if (old.league_member_id !== side.league_member_id) return null;
      if (old === side) {
        for (const slot of slotsOf(side))
          if (slot.player) kept.push([slot.player, slot.player, null]);
        continue;
      }
      if (
        old.team_name !== side.team_name ||
        old.roster_type_id !== side.roster_type_id ||
        old.player_count !== side.player_count ||
        !sameSlots(old.starters, side.starters) ||
        !sameSlots(old.bench, side.bench)
      ) {
        (sides ??= {})[side.league_member_id] = side;
        continue;
      }
      if (old.score !== side.score) (scores ??= {})[side.league_member_id] = side.score;
      const oldSlots = slotsOf(old);
      for (const [j, slot] of slotsOf(side).entries()) {
        const player = slot.player;
        const was = oldSlots[j]!.player;
        if (!player || !was) continue;
        const diff = was === player ? null : diffOf(was, player);
        kept.push([was, player, diff]);
        if (!diff) continue;
        if (diff.own) (players ??= {})[player.player_id] = diff.own;
        if (diff.game && !(games && player.team in games))
          (games ??= {})[player.team] = pick(player, GAME_FIELDS);
      }
    }
  }
  if (games) changes.games = games;
  if (players) changes.players = players;
  // Every kept player must come out as he is after: where his team's game, as another player of
  // the team gave it, is not his, his own fields say so.
  const seen = new Set<number>();
  for (const [was, player, diff] of kept) {
    if (seen.has(player.player_id)) return null;
    seen.add(player.player_id);
    const game = games?.[diff?.own?.team ?? was.team];
    if (!game || showsGame(player, game)) continue;
    players ??= {};
    players[player.player_id] = { ...players[player.player_id], ...pick(player, GAME_FIELDS) };
    changes.players = players;
  }
  if (scores) changes.scores = scores;
  if (sides) changes.sides = sides;
  return changes;
}

function sideAfter(side: MatchupSide, changes: LiveWeekChanges): MatchupSide {
  const whole = changes.sides?.[side.league_member_id];
  if (whole) return whole;
  const slotAfter = (slot: MatchupSlot): MatchupSlot => {
    if (!slot.player) return slot;
    const player = playerAfter(slot.player, changes);
    return player === slot.player ? slot : { ...slot, player };
  };
  const starters = side.starters?.map(slotAfter) ?? null;
  const bench = side.bench?.map(slotAfter) ?? null;
  const score = changes.scores?.[side.league_member_id] ?? side.score;
  const same =
    score === side.score &&
    (starters ?? []).every((slot, i) => slot === side.starters![i]) &&
    (bench ?? []).every((slot, i) => slot === side.bench![i]);
  return same ? side : { ...side, score, starters, bench };
}

/** The state `changes` (weekChanges) lead to from the state they were taken from. */
export function applyWeekChanges(state: LiveWeek, changes: LiveWeekChanges): LiveWeek {
  const isFinal = changes.week?.is_final ?? state.is_final;
  return {
    ...state,
    ...changes.week,
    matchups: state.matchups.map((matchup) => {
      const home = sideAfter(matchup.home, changes);
      const away = sideAfter(matchup.away, changes);
      return home === matchup.home && away === matchup.away && matchup.is_final === isFinal
        ? matchup
        : { ...matchup, is_final: isFinal, home, away };
    }),
  };
}
