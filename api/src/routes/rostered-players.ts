import { MESSAGES, POSITIONS } from '@fangtasy/shared/domain';
import {
  addFromWaiversBodySchema,
  addToTeamBodySchema,
  rosteredPlayerBodySchema,
  rosteredPlayerIdBodySchema,
  rosterMoveBodySchema,
} from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { notFound } from '../errors';
import {
  addFromWaivers,
  addToTeam,
  createRosteredPlayer,
  updateRosteredPlayer,
} from '../services/roster-adds';
import {
  benchRosteredPlayer,
  dropRosteredPlayer,
  moveRosteredPlayer,
} from '../services/roster-changes';
import { loadLeague } from '../services/roster-context';
import {
  myTeam,
  myTeamRosterOf,
  rosteredPlayersView,
  type RosteredPlayerFilter,
} from '../services/roster-reads';
import { pathId } from './path-ids';

const flag = z.union([z.literal(0), z.literal(1)]);

export const rosteredPlayerSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  player_id: z.number(),
  player_name: z.string(),
  position: z.enum(POSITIONS),
  team: z.string(),
  nfl_team: z.string(),
  is_injured: flag,
  injury_status: z.string().nullable(),
  roster_position: z.string(),
  season_points: z.number().nullable(),
  league_member_id: z.number(),
  is_rostered: flag,
});

const scheduleEntrySchema = z.object({
  team: z.string(),
  opponent: z.string(),
  is_home: z.boolean(),
  date: z.string(),
  day: z.string(),
  est_time: z.string(),
  location: z.string(),
  kickoff: z.string().nullable(),
  year: z.number(),
  week: z.number(),
});

const myTeamPlayerSchema = rosteredPlayerSchema.extend({
  game: scheduleEntrySchema.nullable(),
  is_locked: z.boolean(),
});

const myTeamSchema = z.object({
  member: z.object({
    id: z.number(),
    league_id: z.number(),
    user_id: z.number(),
    role: z.enum(['commish', 'player', 'invited', 'declined']),
    is_vamp: flag,
    team_name: z.string().nullable(),
    remaining_faab_budget: z.number().nullable(),
    username: z.string(),
    waiver_order: z.number().nullable().optional(),
  }),
  league: z.object({
    league_id: z.number(),
    name: z.string(),
    is_active: flag,
    season: z.number(),
  }),
  roster_rules: z
    .object({
      roster_type_id: z.union([z.literal(1), z.literal(2)]),
      quarterback_count: z.number(),
      running_back_count: z.number(),
      wide_receiver_count: z.number(),
      tight_end_count: z.number(),
      wide_receiver_tight_end_count: z.number(),
      flex_count: z.number(),
      bench_count: z.number(),
      ir_count: z.number(),
      max_roster_size: z.number(),
      max_qb_count: z.number().nullable(),
      max_rb_count: z.number().nullable(),
      max_wr_count: z.number().nullable(),
      max_te_count: z.number().nullable(),
      beginning_faab: z.number(),
    })
    .nullable(),
  current_week: z
    .object({
      year: z.number(),
      week: z.number(),
      begin_datetime: z.string(),
      end_datetime: z.string(),
    })
    .nullable(),
  players: z.array(myTeamPlayerSchema),
  now: z.string(),
});

const listAnswer = z.object({ status: z.literal('success'), data: z.array(rosteredPlayerSchema) });
const oneAnswer = z.object({ status: z.literal('success'), data: rosteredPlayerSchema });
/** A roster change answers the member's roster as it now stands (the page reloads it anyway). */
const changeAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  id: z.number().optional(),
  data: z.array(rosteredPlayerSchema),
});
/** Move, bench and drop answer the roster as My Team shows it, so the page needs no re-read. */
const myTeamChangeAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(myTeamPlayerSchema),
});

export async function rosteredPlayerRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  const rosterOf = async (memberId: number) => {
    const member = await db
      .selectFrom('league_members')
      .select('league_id')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const league = await loadLeague(db, member.league_id);
    return rosteredPlayersView(
      db,
      { id: league.id, season: league.season },
      { memberId },
      clock.now(),
    );
  };

  /** Rows of a league the caller plays in; a dropped player's row only when asked. */
  const leagueRows = async (
    leagueId: number,
    userId: number,
    filter: RosteredPlayerFilter,
    includeDropped = false,
  ) => {
    const league = await loadLeague(db, leagueId);
    await requireLeagueMember(db, league.id, userId);
    return rosteredPlayersView(db, { id: league.id, season: league.season }, filter, clock.now(), {
      includeDropped,
    });
  };

  app.get(
    '/rostered_players/getRosteredPlayersByLeagueMemberId/:league_member_id',
    {
      schema: {
        tags: ['rostered players'],
        summary: "A member's rostered players with season points (league members only)",
        params: z.object({ league_member_id: pathId('league_member_id') }),
        response: { 200: listAnswer },
      },
    },
    async (request) => {
      const memberId = request.params.league_member_id;
      const member = await db
        .selectFrom('league_members')
        .select('league_id')
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (!member) throw notFound(MESSAGES.leagueMemberNotFound);
      return {
        status: 'success' as const,
        data: await leagueRows(member.league_id, request.userId, { memberId }),
      };
    },
  );

  app.get(
    '/rostered_players/getRosteredPlayersByLeagueId/:league_id',
    {
      config: { cachedRead: { leagueIdIn: 'params' } },
      schema: {
        tags: ['rostered players'],
        summary: 'Every rostered player of a league (league members only)',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: listAnswer },
      },
    },
    async (request) => {
      const leagueId = request.params.league_id;
      return {
        status: 'success' as const,
        data: await leagueRows(leagueId, request.userId, { leagueId }),
      };
    },
  );

  app.get(
    '/rostered_players/getRosteredPlayerByLeagueAndPlayerId/:league_id/:player_id',
    {
      schema: {
        tags: ['rostered players'],
        summary:
          "A player's record in a league: his rostered row, else his latest dropped one (is_rostered 0)",
        params: z.object({ league_id: pathId('league_id'), player_id: pathId('player_id') }),
        response: { 200: oneAnswer },
      },
    },
    async (request) => {
      const { league_id: leagueId, player_id: playerId } = request.params;
      const [row] = await leagueRows(leagueId, request.userId, { leagueId, playerId }, true);
      if (!row) throw notFound(MESSAGES.playerNotFound);
      return { status: 'success' as const, data: row };
    },
  );

  app.post(
    '/rostered_players/getRosteredPlayerById',
    {
      schema: {
        tags: ['rostered players'],
        summary: 'One rostered-player row by id (league members only)',
        body: z.object({ id: pathId('id') }),
        response: { 200: oneAnswer },
      },
    },
    async (request) => {
      const { id } = request.body;
      const found = await db
        .selectFrom('rostered_players')
        .select('league_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw notFound(MESSAGES.playerNotFound);
      const [row] = await leagueRows(found.league_id, request.userId, { id }, true);
      if (!row) throw notFound(MESSAGES.playerNotFound);
      return { status: 'success' as const, data: row };
    },
  );

  app.get(
    '/rostered_players/myTeam/:league_id',
    {
      config: { cachedRead: { leagueIdIn: 'params' } },
      schema: {
        tags: ['rostered players'],
        summary:
          "The My Team page in one answer: your membership, rule set, roster, this week's games and locks",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.object({ status: z.literal('success'), data: myTeamSchema }) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await myTeam(db, request.params.league_id, request.userId, clock.now()),
    }),
  );

  app.post(
    '/rostered_players/move',
    {
      schema: {
        tags: ['rostered players'],
        summary: 'Move your player to a slot of your layout (swap, or the occupant to BENCH)',
        body: rosterMoveBodySchema,
        response: { 200: myTeamChangeAnswer },
      },
    },
    async (request) => {
      const { league_member_id, rostered_player_id, target_slot } = request.body;
      const memberId = await moveRosteredPlayer(
        db,
        {
          userId: request.userId,
          memberId: league_member_id,
          rosteredPlayerId: rostered_player_id,
          targetSlot: target_slot,
        },
        clock.now(),
      );
      return {
        status: 'success' as const,
        message: MESSAGES.playerMoved,
        data: await myTeamRosterOf(db, memberId, clock.now()),
      };
    },
  );

  // Bench and drop name one of your rostered players and answer your roster as it now stands.
  const ownPlayerChanges = [
    {
      path: '/rostered_players/bench',
      summary: 'Move your player to BENCH (still rostered)',
      change: benchRosteredPlayer,
      message: MESSAGES.playerBenched,
    },
    {
      path: '/rostered_players/drop',
      summary: 'Drop your player: off the roster and on waivers for the league waiver length',
      change: dropRosteredPlayer,
      message: MESSAGES.playerDropped,
    },
  ];
  for (const { path, summary, change, message } of ownPlayerChanges) {
    app.post(
      path,
      {
        schema: {
          tags: ['rostered players'],
          summary,
          body: rosteredPlayerIdBodySchema,
          response: { 200: myTeamChangeAnswer },
        },
      },
      async (request) => {
        const memberId = await change(
          db,
          request.userId,
          request.body.rostered_player_id,
          clock.now(),
        );
        return {
          status: 'success' as const,
          message,
          data: await myTeamRosterOf(db, memberId, clock.now()),
        };
      },
    );
  }

  app.post(
    '/rostered_players/addFromWaivers',
    {
      schema: {
        tags: ['rostered players'],
        summary:
          'Direct add of a free agent to your team from the waiver day on, with an optional drop',
        body: addFromWaiversBodySchema,
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const { league_member_id, player_id, rostered_player_to_drop } = request.body;
      const added = await addFromWaivers(
        db,
        {
          userId: request.userId,
          memberId: league_member_id,
          playerId: player_id,
          dropId: rostered_player_to_drop ?? null,
        },
        clock.now(),
      );
      return {
        status: 'success' as const,
        message: MESSAGES.playerAdded(added.playerName),
        id: added.rosteredPlayerId,
        data: await rosterOf(added.memberId),
      };
    },
  );

  app.post(
    '/rostered_players/addToTeam',
    {
      schema: {
        tags: ['rostered players'],
        summary:
          "Commissioner: add a player to a member's team at the first free slot his position allows",
        body: addToTeamBodySchema,
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const added = await addToTeam(
        db,
        {
          userId: request.userId,
          memberId: request.body.league_member_id,
          playerId: request.body.player_id,
        },
        clock.now(),
      );
      return {
        status: 'success' as const,
        message: MESSAGES.playerAdded(added.playerName),
        id: added.rosteredPlayerId,
        data: await rosterOf(added.memberId),
      };
    },
  );

  app.post(
    '/rostered_players/create',
    {
      schema: {
        tags: ['rostered players'],
        summary:
          'Generic add: the commissioner to any team at a slot, a member to their own team as a direct add',
        body: rosteredPlayerBodySchema,
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const added = await createRosteredPlayer(db, request.userId, request.body, clock.now());
      return {
        status: 'success' as const,
        message: MESSAGES.playerAdded(added.playerName),
        id: added.rosteredPlayerId,
        data: await rosterOf(added.memberId),
      };
    },
  );

  app.put(
    '/rostered_players/update/:id',
    {
      schema: {
        tags: ['rostered players'],
        summary:
          'Generic change of a rostered-player row: move, drop (is_rostered 0) or re-add a dropped player',
        params: z.object({ id: pathId('id') }),
        body: rosteredPlayerBodySchema,
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const outcome = await updateRosteredPlayer(
        db,
        request.userId,
        request.params.id,
        request.body,
        clock.now(),
      );
      const message = {
        moved: MESSAGES.playerMoved,
        dropped: MESSAGES.playerDropped,
        added: MESSAGES.playerAdded(outcome.playerName),
        unchanged: MESSAGES.playerDropped,
      }[outcome.kind];
      return {
        status: 'success' as const,
        message,
        id: outcome.rosteredPlayerId,
        data: await rosterOf(outcome.memberId),
      };
    },
  );
}
