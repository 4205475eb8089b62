import {
  createRosteredPlayerAnswerSchema,
  myTeamPlayerSchema,
  myTeamSchema,
  rosteredPlayerSchema,
} from '../contract';
import { MESSAGES } from '../domain';
import {
  addFromWaiversBodySchema,
  bodyId,
  addToTeamBodySchema,
  rosteredPlayerBodySchema,
  rosteredPlayerIdBodySchema,
  rosterMoveBodySchema,
} from '../validation';
import { z } from 'zod';
import { leagueIdParams, idParams, pathId } from './path-ids';
import { declareRoutes } from './declare';

/** Rosters: reads, My Team, lineup moves, adds, drops and the best lineup. */
export const rosteredPlayerRoutes = declareRoutes({
  'GET /rostered_players/getRosteredPlayersByLeagueMemberId/:league_member_id': {
    tags: ['rostered players'],
    summary: "A member's rostered players with season points (league members only)",
    params: z.object({ league_member_id: pathId('league_member_id') }),
    response: { 200: z.array(rosteredPlayerSchema) },
  },
  'GET /rostered_players/getRosteredPlayersByLeagueId/:league_id': {
    tags: ['rostered players'],
    summary: 'Every rostered player of a league (league members only)',
    params: leagueIdParams,
    response: { 200: z.array(rosteredPlayerSchema) },
  },
  'GET /rostered_players/getRosteredPlayerByLeagueAndPlayerId/:league_id/:player_id': {
    tags: ['rostered players'],
    summary:
      "A player's record in a league: his rostered row, else his latest dropped one (is_rostered 0)",
    params: z.object({ league_id: pathId('league_id'), player_id: pathId('player_id') }),
    response: { 200: rosteredPlayerSchema },
  },
  'POST /rostered_players/getRosteredPlayerById': {
    tags: ['rostered players'],
    summary: 'One rostered-player row by id (league members only)',
    body: z.object({ id: bodyId('id', MESSAGES.playerNotFound) }),
    response: { 200: rosteredPlayerSchema },
  },
  'GET /rostered_players/myTeam/:league_id': {
    tags: ['rostered players'],
    summary:
      "The My Team page in one answer: your membership, rule set, roster, this week's games and locks",
    params: leagueIdParams,
    response: { 200: myTeamSchema },
  },
  'POST /rostered_players/bestLineup/:league_id': {
    tags: ['rostered players'],
    summary:
      'Set your best lineup (points per game; locks and your own rule set hold) in one change; answers My Team',
    params: leagueIdParams,
    response: { 200: myTeamSchema },
  },
  'POST /rostered_players/move': {
    tags: ['rostered players'],
    summary: 'Move your player to a slot of your layout (swap, or the occupant to BENCH)',
    body: rosterMoveBodySchema,
    response: { 200: z.array(myTeamPlayerSchema) },
  },
  'POST /rostered_players/addFromWaivers': {
    tags: ['rostered players'],
    summary:
      'Direct add of a free agent to your team from the waiver day on, with an optional drop',
    body: addFromWaiversBodySchema,
    response: { 200: z.array(rosteredPlayerSchema) },
  },
  'POST /rostered_players/addToTeam': {
    tags: ['rostered players'],
    summary:
      "Commissioner: add a player to a member's team at the first free slot his position allows",
    body: addToTeamBodySchema,
    response: { 200: z.array(rosteredPlayerSchema) },
  },
  'POST /rostered_players/create': {
    tags: ['rostered players'],
    summary:
      'Generic add: the commissioner to any team at a slot, a member to their own team as a direct add',
    body: rosteredPlayerBodySchema,
    response: { 200: createRosteredPlayerAnswerSchema },
  },
  'PUT /rostered_players/update/:id': {
    tags: ['rostered players'],
    summary:
      'Generic change of a rostered-player row: move, drop (is_rostered 0) or re-add a dropped player',
    params: idParams,
    body: rosteredPlayerBodySchema,
    response: { 200: z.array(rosteredPlayerSchema) },
  },
  // Bench and drop name one of your rostered players and answer your roster as it now stands.
  'POST /rostered_players/bench': {
    tags: ['rostered players'],
    summary: 'Move your player to BENCH (still rostered)',
    body: rosteredPlayerIdBodySchema,
    response: { 200: z.array(myTeamPlayerSchema) },
  },
  'POST /rostered_players/drop': {
    tags: ['rostered players'],
    summary: 'Drop your player: off the roster and on waivers for the league waiver length',
    body: rosteredPlayerIdBodySchema,
    response: { 200: z.array(myTeamPlayerSchema) },
  },
});
