import { sql } from 'kysely';
import { isRosterFull, rosterTypeOf, type RosterRules } from '@fangtasy/shared/domain';
import type { Clock } from '../clock';
import type { ApiConfig } from '../config';
import type { Db } from '../db/connect';
import { ApiError } from '../errors';
import { registerUser } from '../services/accounts';
import { grantLeagueCreator } from '../services/league-creators';
import {
  activateLeague,
  createLeague,
  inviteMember,
  respondToInvitation,
} from '../services/league-lifecycle';
import { renameTeam } from '../services/member-settings';
import { seasonOpening } from '../services/playable-weeks';
import { loadLeague } from '../services/roster-context';
import { createClaim } from '../services/waiver-claims';
import {
  DEMO_BITE_RULES,
  DEMO_COMMISSIONER,
  DEMO_INVITEE,
  DEMO_LEAGUE_NAME,
  DEMO_PASSWORD,
  DEMO_PLAYERS,
  DEMO_PLAYOFF_RULES,
  DEMO_VAMPIRES,
  DEMO_VAMPIRE_ROSTER_RULES,
  NIGHTFALL_LEAGUE_NAME,
  NIGHTFALL_MEMBERS,
  type DemoAccount,
} from './demo-accounts';
import { draftBoard, snakeDraft, type DraftPlayer } from './demo-draft';
import { seedNightfallDraft } from './nightfall-draft';
import { placeDemoTradeOffer, playDemoHistory } from './demo-history';
import { injuriesAsOf, loadRecordedSeason } from './recorded-season';
import { replayRecordedGames } from '../stats-sources/recorded-season-replay';
import { inOneTransaction } from './one-transaction';
import { seededRandom, type SeededRandom } from './seeded-random';
import { holdsATeamSql } from '../services/member-rules-sql';

export interface DemoSeedResult {
  demoLeagueId: number;
  nightfallLeagueId: number;
  /** True when the shipped real 2025 season was loaded (no NFL data had been imported). */
  recordedSeason: boolean;
}

/** The seed of the demo everyone sees (the 2025 opener's date): the draft and the schedule. */
const DEMO_SEED = 20250904;

/** One key for every api process: two processes starting on an empty database seed it once. */
const SEED_LOCK = sql`select pg_advisory_xact_lock(4242031001)`;

/** Members who start with an injured player on IR, and the pending claims (bid, with a drop?). */
const IR_OWNERS = ['commish', 'dmitri', 'mina'];
const PENDING_CLAIMS = [
  { username: 'alice', bid: 17 },
  { username: 'vlad', bid: 32 },
  { username: 'carmen', bid: 0 },
];

async function registerDemoAccount(trx: Db, account: DemoAccount): Promise<number> {
  return registerUser(trx, {
    username: account.username,
    email_address: account.email_address,
    first_name: account.first_name,
    last_name: account.last_name,
    password: DEMO_PASSWORD,
  });
}

async function rulesOf(trx: Db, leagueId: number, isVamp: number): Promise<RosterRules> {
  const row = await trx
    .selectFrom('roster_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('roster_type_id', '=', rosterTypeOf({ is_vamp: isVamp }))
    .executeTakeFirstOrThrow();
  return row;
}

/** Full rosters by snake draft, then a few injured players stashed on IR. */
async function draftDemoRosters(
  trx: Db,
  leagueId: number,
  random: SeededRandom,
  userIds: Map<string, number>,
) {
  const league = await trx
    .selectFrom('leagues')
    .select('season')
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
  const members = await trx
    .selectFrom('league_members')
    .select(['id', 'user_id', 'is_vamp'])
    .where('league_id', '=', leagueId)
    .where(holdsATeamSql('league_members'))
    .orderBy('id')
    .execute();
  const draftMembers = await Promise.all(
    members.map(async (member) => ({
      id: member.id,
      rules: await rulesOf(trx, leagueId, member.is_vamp),
    })),
  );
  const board = await draftBoard(trx, leagueId, league.season);
  const picks = snakeDraft(draftMembers, board, random);
  const drafted = new Set(picks.map((pick) => pick.playerId));
  const injured = board
    .filter((player) => player.is_injured && !drafted.has(player.id))
    .sort((a, b) => b.points - a.points);
  const irPicks = IR_OWNERS.flatMap((username, i) => {
    const member = members.find((m) => m.user_id === userIds.get(username));
    const player = injured[i];
    return member && player ? [{ memberId: member.id, playerId: player.id, slot: 'IR1' }] : [];
  });
  await trx
    .insertInto('rostered_players')
    .values(
      [...picks, ...irPicks].map((pick) => ({
        league_id: leagueId,
        league_member_id: pick.memberId,
        player_id: pick.playerId,
        roster_position: pick.slot,
        is_rostered: 1,
      })),
    )
    .execute();
  return {
    board,
    rostered: new Set([...drafted, ...irPicks.map((pick) => pick.playerId)]),
    members,
  };
}

/**
 * A few pending claims on the best free agents, each at another position. A full roster names its weakest bench player
 * as the drop. A player the claim rules refuse right now (say, his game has kicked off by the
 * clock) is passed over for the next one.
 */
async function placeDemoClaims(
  trx: Db,
  leagueId: number,
  now: Date,
  draft: Awaited<ReturnType<typeof draftDemoRosters>>,
  userIds: Map<string, number>,
) {
  const pointsOf = new Map(draft.board.map((player) => [player.id, player.points]));
  const freeAgents = draft.board.filter(
    (player: DraftPlayer) => !draft.rostered.has(player.id) && !player.is_injured,
  );
  const claimed = new Set<number>();
  const claimedPositions = new Set<string>();
  for (const { username, bid } of PENDING_CLAIMS) {
    const userId = userIds.get(username)!;
    const member = draft.members.find((m) => m.user_id === userId)!;
    const roster = await trx
      .selectFrom('rostered_players as rp')
      .innerJoin('players as p', 'p.id', 'rp.player_id')
      .select(['rp.id', 'rp.player_id', 'rp.roster_position', 'p.position'])
      .where('rp.league_member_id', '=', member.id)
      .where('rp.is_rostered', '=', 1)
      .execute();
    const full = isRosterFull(await rulesOf(trx, leagueId, member.is_vamp), roster);
    const weakestBench = roster
      .filter((entry) => entry.roster_position === 'BENCH')
      .sort((a, b) => (pointsOf.get(a.player_id) ?? 0) - (pointsOf.get(b.player_id) ?? 0))[0];
    const candidates = freeAgents.filter(
      (player) => !claimed.has(player.id) && !claimedPositions.has(player.position),
    );
    for (const player of candidates.slice(0, 15)) {
      try {
        await createClaim(
          trx,
          userId,
          {
            league_id: leagueId,
            league_member_id: member.id,
            player_id: player.id,
            faab_claim_amount: bid,
            rostered_player_to_drop: full ? (weakestBench?.id ?? null) : null,
          },
          now,
        );
        claimed.add(player.id);
        claimedPositions.add(player.position);
        break;
      } catch (error) {
        // Refusals are checks made before any write, so the transaction stays usable.
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }
}

/**
 * Seeds the demo on first start of an empty database (no users): the shipped real 2025 NFL
 * season, replayed to the clock, when no data was imported, the demo accounts (password `fangtasy-demo`), the active 10-team
 * "Fangtasy Demo League" (commissioner commish, vampires vlad and mina) with drafted rosters,
 * its schedule and a few pending claims, and the inactive "Nightfall League" with a pending
 * invitation for nora and a draft to come (its other teams on autopick). The demo league's weeks before the clock are played and final, with a
 * vampire's bite in their history, another vampire's bite still to take and a trade offer waiting
 * for its answer. Built through the league services, all in one transaction. Returns null
 * (and does nothing) when seeding is switched off or the database already has users.
 */
export async function seedDemoIfEmpty(
  db: Db,
  clock: Clock,
  config: ApiConfig,
): Promise<DemoSeedResult | null> {
  if (!config.seedDemo) return null;
  return inOneTransaction(db, async (trx) => {
    await SEED_LOCK.execute(trx);
    // The mock drafts' bot accounts (migration 024) are in every database: not a user's.
    const anyUser = await trx
      .selectFrom('users')
      .select('id')
      .where('is_bot', '=', false)
      .limit(1)
      .executeTakeFirst();
    if (anyUser) return null;
    const now = clock.now();
    const random = seededRandom(DEMO_SEED);

    const anyPlayer = await trx.selectFrom('players').select('id').limit(1).executeTakeFirst();
    if (!anyPlayer) {
      await loadRecordedSeason(trx);
      await injuriesAsOf(trx, now);
      // The games already played, and those under way, as the clock stands.
      await replayRecordedGames(trx, now);
    }

    const userIds = new Map<string, number>();
    for (const account of [DEMO_COMMISSIONER, ...DEMO_PLAYERS, DEMO_INVITEE]) {
      userIds.set(account.username, await registerDemoAccount(trx, account));
    }
    const commishId = userIds.get(DEMO_COMMISSIONER.username)!;
    await grantLeagueCreator(trx, commishId);

    const demo = await createLeague(trx, now, {
      creatorUserId: commishId,
      name: DEMO_LEAGUE_NAME,
      vampireRosterRules: DEMO_VAMPIRE_ROSTER_RULES,
      biteRules: DEMO_BITE_RULES,
      playoffRules: DEMO_PLAYOFF_RULES,
    });
    for (const account of DEMO_PLAYERS) {
      const userId = userIds.get(account.username)!;
      await inviteMember(trx, {
        leagueId: demo.leagueId,
        userId,
        isVamp: DEMO_VAMPIRES.includes(account.username),
      });
      await respondToInvitation(trx, { leagueId: demo.leagueId, userId, accept: true });
    }
    for (const account of [DEMO_COMMISSIONER, ...DEMO_PLAYERS]) {
      if (account.team_name) {
        await renameTeam(trx, {
          leagueId: demo.leagueId,
          userId: userIds.get(account.username)!,
          teamName: account.team_name,
        });
      }
    }
    // The demo league was set up before its season began, so it plays every week of the history
    // it replays (a league activated later plays from the next week: decision 023).
    const opening = await seasonOpening(trx, (await loadLeague(trx, demo.leagueId)).season);
    await activateLeague(
      trx,
      {
        leagueId: demo.leagueId,
        memberId: demo.commishMemberId,
        userId: commishId,
        now: opening && opening < now ? opening : now,
      },
      random.next,
    );
    const draft = await draftDemoRosters(trx, demo.leagueId, random, userIds);
    await playDemoHistory(
      trx,
      demo.leagueId,
      now,
      new Map(draft.board.map((player) => [player.id, player.points])),
    );
    await placeDemoClaims(trx, demo.leagueId, now, draft, userIds);
    const memberOf = (username: string) =>
      draft.members.find((member) => member.user_id === userIds.get(username))!;
    await placeDemoTradeOffer(
      trx,
      demo.leagueId,
      now,
      { userId: userIds.get('alice')!, memberId: memberOf('alice').id },
      { memberId: memberOf('bob').id },
    );

    const nightfall = await createLeague(trx, now, {
      creatorUserId: commishId,
      name: NIGHTFALL_LEAGUE_NAME,
    });
    for (const { username, isVamp } of NIGHTFALL_MEMBERS) {
      const userId = userIds.get(username)!;
      await inviteMember(trx, { leagueId: nightfall.leagueId, userId, isVamp });
      await respondToInvitation(trx, { leagueId: nightfall.leagueId, userId, accept: true });
    }
    await inviteMember(trx, {
      leagueId: nightfall.leagueId,
      userId: userIds.get(DEMO_INVITEE.username)!,
      isVamp: false,
    });
    await seedNightfallDraft(trx, nightfall.leagueId, now);

    return {
      demoLeagueId: demo.leagueId,
      nightfallLeagueId: nightfall.leagueId,
      recordedSeason: !anyPlayer,
    };
  });
}
