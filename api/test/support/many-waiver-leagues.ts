import { DEFAULT_ROSTER_RULES } from '@fangtasy/shared/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/connect';
import type { Database } from '../../src/db/schema';

/**
 * Many leagues with contested claims, written straight into the tables (no password hashing, no
 * lifecycle calls): the waiver benchmark and the crash and scale-out suites seed with it. The
 * same options give the same rows, in the same order, on any fresh database — so two databases
 * seeded alike are twins, down to their ids.
 */
export interface ManyLeaguesOptions {
  leagues: number;
  claimsPerLeague: number;
  /** Seed of the fixed pseudo-random sequence that shuffles rosters and draws claims. */
  seed?: number;
}

export interface ManyLeagues {
  leagueIds: number[];
  /** The users, the same ten in every league; the first is every league's commissioner. */
  userIds: number[];
  claims: number;
}

/** 2025 week 10: its weekly run is due at 00:00 Eastern on Wednesday 5 November. */
export const MANY_LEAGUES_WEEK = {
  begin: new Date('2025-11-04T05:00:00Z'),
  end: new Date('2025-11-11T05:00:00Z'),
  /** Tuesday 10:00 AM Eastern: claims are made from then, one a second. */
  tuesday: new Date('2025-11-04T15:00:00Z'),
  due: new Date('2025-11-05T05:00:00Z'),
  /** A minute after the due instant, when the engine notices the run. */
  runAt: new Date('2025-11-05T05:01:00Z'),
} as const;

const TEAMS = 10;
/** One short of the wizard's 13-player roster: a claim without a drop still fits. */
const ROSTERED_PER_TEAM = 12;
const POOL = 400;
const HOT_PLAYERS = 12;
/** Every team's budget at the start: the wizard's. */
export const MANY_LEAGUES_FAAB = DEFAULT_ROSTER_RULES.beginning_faab;

/** Inserts rows in chunks that stay under PostgreSQL's parameter limit; answers their ids. */
export async function insertAll<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.floor(30_000 / columns);
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    // Every seeded table has a serial id; Kysely cannot see that through the generic table.
    const result = (await db
      .insertInto(table)
      .values(chunk as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    ids.push(...result.map((row) => row.id));
  }
  return ids;
}

/**
 * Ten users (the same teams' owners in every league) and `leagues` active leagues of the 2025
 * season, named after `prefix`.
 */
export async function insertUsersAndLeagues(
  db: Db,
  prefix: string,
  leagues: number,
): Promise<{ userIds: number[]; leagueIds: number[] }> {
  const userIds = await insertAll(
    db,
    'users',
    Array.from({ length: TEAMS }, (_, i) => ({
      username: `${prefix}_user_${i}`,
      email_address: `${prefix}${i}@fangtasy.test`,
      first_name: 'Many',
      last_name: 'Member',
      password_hash: 'not-a-real-hash',
    })),
  );
  const leagueIds = await insertAll(
    db,
    'leagues',
    Array.from({ length: leagues }, (_, i) => ({
      name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} League ${i}`,
      is_active: 1,
      season: 2025,
    })),
  );
  return { userIds, leagueIds };
}

/**
 * Seeds `leagues` active leagues of ten teams on one fresh database: 12 players per team from a
 * shuffled pool of 400, the rest free agents, rosters of at most 13, and `claimsPerLeague`
 * claims per league on a dozen contested free agents (bids 0-40, about half naming a drop).
 */
export async function seedManyWaiverLeagues(
  db: Db,
  options: ManyLeaguesOptions,
): Promise<ManyLeagues> {
  // A fixed pseudo-random sequence, so every seeding writes the same claims.
  let seed = options.seed ?? 20251105;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = (n: number) => Math.floor(random() * n);

  await db
    .insertInto('fantasy_weeks')
    .values({
      year: 2025,
      week: 10,
      begin_datetime: MANY_LEAGUES_WEEK.begin,
      end_datetime: MANY_LEAGUES_WEEK.end,
    })
    .onConflict((oc) => oc.columns(['year', 'week']).doNothing())
    .execute();
  const positions = ['QB', 'RB', 'WR', 'TE'] as const;
  const playerIds = await insertAll(
    db,
    'players',
    Array.from({ length: POOL }, (_, i) => ({
      external_id: `many-${i}`,
      player_name: `Many Player ${i}`,
      position: positions[i % 4]!,
      team: `T${i % 32}`,
    })),
  );
  const { userIds, leagueIds } = await insertUsersAndLeagues(db, 'many', options.leagues);
  await insertAll(
    db,
    'roster_rules',
    leagueIds.flatMap((league_id) => [
      { league_id, roster_type_id: 1, ...DEFAULT_ROSTER_RULES },
      { league_id, roster_type_id: 2, ...DEFAULT_ROSTER_RULES },
    ]),
  );
  await insertAll(
    db,
    'waiver_rules',
    leagueIds.map((league_id) => ({
      league_id,
      waivers_length: 2,
      waiver_day: 'Wednesday' as const,
    })),
  );
  const memberIds = await insertAll(
    db,
    'league_members',
    leagueIds.flatMap((league_id) =>
      userIds.map((user_id, index) => ({
        league_id,
        user_id,
        role: index === 0 ? ('commish' as const) : ('player' as const),
        team_name: `Team ${index}`,
        remaining_faab_budget: MANY_LEAGUES_FAAB,
        waiver_order: index + 1,
      })),
    ),
  );

  const rostered: Insertable<Database['rostered_players']>[] = [];
  const plans: { league_id: number; members: number[]; free: number[] }[] = [];
  for (const [leagueIndex, league_id] of leagueIds.entries()) {
    const order = [...playerIds].sort(() => random() - 0.5);
    const members = memberIds.slice(leagueIndex * TEAMS, (leagueIndex + 1) * TEAMS);
    members.forEach((memberId, team) => {
      for (let k = 0; k < ROSTERED_PER_TEAM; k++) {
        rostered.push({
          league_id,
          league_member_id: memberId,
          player_id: order[team * ROSTERED_PER_TEAM + k]!,
          roster_position: 'BENCH',
        });
      }
    });
    plans.push({ league_id, members, free: order.slice(TEAMS * ROSTERED_PER_TEAM) });
  }
  const rosteredIds = await insertAll(db, 'rostered_players', rostered);

  const claims: Insertable<Database['waiver_claims']>[] = [];
  for (const [leagueIndex, plan] of plans.entries()) {
    const hot = plan.free.slice(0, HOT_PLAYERS);
    const priorities = new Map<number, number>();
    for (let c = 0; c < options.claimsPerLeague; c++) {
      const team = c % TEAMS;
      const memberId = plan.members[team]!;
      const priority = (priorities.get(memberId) ?? 0) + 1;
      priorities.set(memberId, priority);
      const firstRow = (leagueIndex * TEAMS + team) * ROSTERED_PER_TEAM;
      claims.push({
        league_id: plan.league_id,
        league_member_id: memberId,
        player_id: hot[pick(HOT_PLAYERS)]!,
        faab_claim_amount: pick(41),
        rostered_player_to_drop:
          random() < 0.5 ? rosteredIds[firstRow + pick(ROSTERED_PER_TEAM)]! : null,
        league_member_priority: priority,
        created_at: new Date(MANY_LEAGUES_WEEK.tuesday.getTime() + c * 1000),
      });
    }
  }
  await insertAll(db, 'waiver_claims', claims);
  return { leagueIds, userIds, claims: claims.length };
}
