import {
  createRosteredPlayerAnswerSchema,
  myTeamPlayerSchema,
  myTeamSchema,
  rosteredPlayerSchema,
} from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import {
  addFromWaiversBodySchema,
  bodyId,
  addToTeamBodySchema,
  rosteredPlayerBodySchema,
  rosteredPlayerIdBodySchema,
  rosterMoveBodySchema,
} from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
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
import { setBestLineup } from '../services/best-lineup';
import { loadLeague } from '../services/roster-context';
import {
  myTeam,
  leagueOfRosteredPlayer,
  myTeamRosterOf,
  rosteredPlayersOfMember,
  rosteredPlayersView,
  type RosteredPlayerFilter,
} from '../services/roster-reads';
import { pathId } from './path-ids';

export async function rosteredPlayerRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  const rosterOf = (memberId: number) => rosteredPlayersOfMember(db, memberId, clock.now());

  /** Rows of a league (the route's access: the caller plays in it); dropped rows when asked. */
  const leagueRows = async (
    leagueId: number,
    filter: RosteredPlayerFilter,
    includeDropped = false,
  ) => {
    const league = await loadLeague(db, leagueId);
    return rosteredPlayersView(db, { id: league.id, season: league.season }, filter, clock.now(), {
      includeDropped,
    });
  };

  app.get(
    '/rostered_players/getRosteredPlayersByLeagueMemberId/:league_member_id',
    {
      config: { access: { kind: 'member-league-member', member: 'params.league_member_id' } },
      schema: {
        tags: ['rostered players'],
        summary: "A member's rostered players with season points (league members only)",
        params: z.object({ league_member_id: pathId('league_member_id') }),
        response: { 200: z.array(rosteredPlayerSchema) },
      },
    },
    async (request) => rosterOf(request.params.league_member_id),
  );

  app.get(
    '/rostered_players/getRosteredPlayersByLeagueId/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['rostered players'],
        summary: 'Every rostered player of a league (league members only)',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(rosteredPlayerSchema) },
      },
    },
    async (request) => {
      const leagueId = request.params.league_id;
      return leagueRows(leagueId, { leagueId });
    },
  );

  app.get(
    '/rostered_players/getRosteredPlayerByLeagueAndPlayerId/:league_id/:player_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rostered players'],
        summary:
          "A player's record in a league: his rostered row, else his latest dropped one (is_rostered 0)",
        params: z.object({ league_id: pathId('league_id'), player_id: pathId('player_id') }),
        response: { 200: rosteredPlayerSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, player_id: playerId } = request.params;
      const [row] = await leagueRows(leagueId, { leagueId, playerId }, true);
      if (!row) throw notFound(MESSAGES.playerNotFound);
      return row;
    },
  );

  app.post(
    '/rostered_players/getRosteredPlayerById',
    {
      config: { access: { kind: 'rostered-player-league-member', rosteredPlayer: 'body.id' } },
      schema: {
        tags: ['rostered players'],
        summary: 'One rostered-player row by id (league members only)',
        body: z.object({ id: bodyId('id', MESSAGES.playerNotFound) }),
        response: { 200: rosteredPlayerSchema },
      },
    },
    async (request) => {
      const { id } = request.body;
      const [row] = await leagueRows(await leagueOfRosteredPlayer(db, id), { id }, true);
      if (!row) throw notFound(MESSAGES.playerNotFound);
      return row;
    },
  );

  app.get(
    '/rostered_players/myTeam/:league_id',
    {
      config: {
        access: { kind: 'own-team', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['rostered players'],
        summary:
          "The My Team page in one answer: your membership, rule set, roster, this week's games and locks",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: myTeamSchema },
      },
    },
    async (request) => myTeam(db, request.params.league_id, request.userId, clock.now()),
  );

  app.post(
    '/rostered_players/bestLineup/:league_id',
    {
      config: { access: { kind: 'own-team', league: 'params.league_id' } },
      schema: {
        tags: ['rostered players'],
        summary:
          'Set your best lineup (points per game; locks and your own rule set hold) in one change; answers My Team',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: myTeamSchema },
      },
    },
    async (request) => {
      const leagueId = request.params.league_id;
      await setBestLineup(db, leagueId, request.userId, clock.now());
      return myTeam(db, leagueId, request.userId, clock.now());
    },
  );

  app.post(
    '/rostered_players/move',
    {
      config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
      schema: {
        tags: ['rostered players'],
        summary: 'Move your player to a slot of your layout (swap, or the occupant to BENCH)',
        body: rosterMoveBodySchema,
        response: { 200: z.array(myTeamPlayerSchema) },
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
      return myTeamRosterOf(db, memberId, clock.now());
    },
  );

  // Bench and drop name one of your rostered players and answer your roster as it now stands.
  const ownPlayerChanges = [
    {
      path: '/rostered_players/bench',
      summary: 'Move your player to BENCH (still rostered)',
      change: benchRosteredPlayer,
    },
    {
      path: '/rostered_players/drop',
      summary: 'Drop your player: off the roster and on waivers for the league waiver length',
      change: dropRosteredPlayer,
    },
  ];
  for (const { path, summary, change } of ownPlayerChanges) {
    app.post(
      path,
      {
        config: {
          access: { kind: 'rostered-player-owner', rosteredPlayer: 'body.rostered_player_id' },
        },
        schema: {
          tags: ['rostered players'],
          summary,
          body: rosteredPlayerIdBodySchema,
          response: { 200: z.array(myTeamPlayerSchema) },
        },
      },
      async (request) => {
        const memberId = await change(
          db,
          request.userId,
          request.body.rostered_player_id,
          clock.now(),
        );
        return myTeamRosterOf(db, memberId, clock.now());
      },
    );
  }

  app.post(
    '/rostered_players/addFromWaivers',
    {
      config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
      schema: {
        tags: ['rostered players'],
        summary:
          'Direct add of a free agent to your team from the waiver day on, with an optional drop',
        body: addFromWaiversBodySchema,
        response: { 200: z.array(rosteredPlayerSchema) },
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
      return rosterOf(added.memberId);
    },
  );

  app.post(
    '/rostered_players/addToTeam',
    {
      config: { access: { kind: 'member-commissioner', member: 'body.league_member_id' } },
      schema: {
        tags: ['rostered players'],
        summary:
          "Commissioner: add a player to a member's team at the first free slot his position allows",
        body: addToTeamBodySchema,
        response: { 200: z.array(rosteredPlayerSchema) },
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
      return rosterOf(added.memberId);
    },
  );

  app.post(
    '/rostered_players/create',
    {
      config: { access: { kind: 'own-member-or-commissioner', member: 'body.league_member_id' } },
      schema: {
        tags: ['rostered players'],
        summary:
          'Generic add: the commissioner to any team at a slot, a member to their own team as a direct add',
        body: rosteredPlayerBodySchema,
        response: { 200: createRosteredPlayerAnswerSchema },
      },
    },
    async (request) => {
      const added = await createRosteredPlayer(db, request.userId, request.body, clock.now());
      return { status: 'success' as const, message: MESSAGES.playerAdded(added.playerName) };
    },
  );

  app.put(
    '/rostered_players/update/:id',
    {
      config: { access: { kind: 'rostered-player-league-member', rosteredPlayer: 'params.id' } },
      schema: {
        tags: ['rostered players'],
        summary:
          'Generic change of a rostered-player row: move, drop (is_rostered 0) or re-add a dropped player',
        params: z.object({ id: pathId('id') }),
        body: rosteredPlayerBodySchema,
        response: { 200: z.array(rosteredPlayerSchema) },
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
      return rosterOf(outcome.memberId);
    },
  );
}
