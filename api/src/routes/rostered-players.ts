import { MESSAGES } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { declared } from './declared';
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

  app.route({
    ...declared('GET /rostered_players/getRosteredPlayersByLeagueMemberId/:league_member_id'),
    config: { access: { kind: 'member-league-member', member: 'params.league_member_id' } },
    handler: async (request) => rosterOf(request.params.league_member_id),
  });

  app.route({
    ...declared('GET /rostered_players/getRosteredPlayersByLeagueId/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) => {
      const leagueId = request.params.league_id;
      return leagueRows(leagueId, { leagueId });
    },
  });

  app.route({
    ...declared('GET /rostered_players/getRosteredPlayerByLeagueAndPlayerId/:league_id/:player_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, player_id: playerId } = request.params;
      const [row] = await leagueRows(leagueId, { leagueId, playerId }, true);
      if (!row) throw notFound(MESSAGES.playerNotFound);
      return row;
    },
  });

  app.route({
    ...declared('POST /rostered_players/getRosteredPlayerById'),
    config: { access: { kind: 'rostered-player-league-member', rosteredPlayer: 'body.id' } },
    handler: async (request) => {
      const { id } = request.body;
      const [row] = await leagueRows(await leagueOfRosteredPlayer(db, id), { id }, true);
      if (!row) throw notFound(MESSAGES.playerNotFound);
      return row;
    },
  });

  app.route({
    ...declared('GET /rostered_players/myTeam/:league_id'),
    config: {
      access: { kind: 'own-team', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) => myTeam(db, request.params.league_id, request.userId, clock.now()),
  });

  app.route({
    ...declared('POST /rostered_players/bestLineup/:league_id'),
    config: { access: { kind: 'own-team', league: 'params.league_id' } },
    handler: async (request) => {
      const leagueId = request.params.league_id;
      await setBestLineup(db, leagueId, request.userId, clock.now());
      return myTeam(db, leagueId, request.userId, clock.now());
    },
  });

  app.route({
    ...declared('POST /rostered_players/move'),
    config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
    handler: async (request) => {
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
  });

  // Bench and drop name one of your rostered players and answer your roster as it now stands.
  for (const [key, change] of [
    ['POST /rostered_players/bench', benchRosteredPlayer],
    ['POST /rostered_players/drop', dropRosteredPlayer],
  ] as const) {
    app.route({
      ...declared(key),
      config: {
        access: { kind: 'rostered-player-owner', rosteredPlayer: 'body.rostered_player_id' },
      },
      handler: async (request) => {
        const memberId = await change(
          db,
          request.userId,
          request.body.rostered_player_id,
          clock.now(),
        );
        return myTeamRosterOf(db, memberId, clock.now());
      },
    });
  }

  app.route({
    ...declared('POST /rostered_players/addFromWaivers'),
    config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
    handler: async (request) => {
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
  });

  app.route({
    ...declared('POST /rostered_players/addToTeam'),
    config: { access: { kind: 'member-commissioner', member: 'body.league_member_id' } },
    handler: async (request) => {
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
  });

  app.route({
    ...declared('POST /rostered_players/create'),
    config: { access: { kind: 'own-member-or-commissioner', member: 'body.league_member_id' } },
    handler: async (request) => {
      const added = await createRosteredPlayer(db, request.userId, request.body, clock.now());
      return { status: 'success' as const, message: MESSAGES.playerAdded(added.playerName) };
    },
  });

  app.route({
    ...declared('PUT /rostered_players/update/:id'),
    config: { access: { kind: 'rostered-player-league-member', rosteredPlayer: 'params.id' } },
    handler: async (request) => {
      const outcome = await updateRosteredPlayer(
        db,
        request.userId,
        request.params.id,
        request.body,
        clock.now(),
      );
      return rosterOf(outcome.memberId);
    },
  });
}
