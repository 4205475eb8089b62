import type { League, LeagueMember, Membership, RosteredPlayer, User } from '@fangtasy/shared';

export const casey: User = {
  id: 1,
  username: 'commish',
  email_address: 'commish@fangtasy.demo',
  first_name: 'Casey',
  last_name: 'Morgan',
};

export const alice: User = {
  id: 2,
  username: 'alice',
  email_address: 'alice@fangtasy.demo',
  first_name: 'Alice',
  last_name: 'Archer',
};

export const demoLeague: League = {
  league_id: 11,
  name: 'Fangtasy Demo League',
  is_active: 1,
  season: 2025,
};
export const nightfall: League = {
  league_id: 12,
  name: 'Nightfall League',
  is_active: 0,
  season: 2025,
};

/** A membership of `user` in `league`. */
export function memberOf(
  user: User,
  league: League,
  role: LeagueMember['role'],
  extra: Partial<LeagueMember> = {},
): Membership {
  return {
    id: user.id * 100 + league.league_id,
    league_id: league.league_id,
    user_id: user.id,
    role,
    is_vamp: 0,
    team_name: role === 'invited' ? null : `Team ${user.first_name}`,
    remaining_faab_budget: role === 'invited' ? null : 100,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    waiver_order: null,
    name: league.name,
    league_name: league.name,
    is_active: league.is_active,
    season: league.season,
    league_status: league.is_active ? 'regular_season' : 'not_active',
    champion: null,
    previous_league_id: null,
    next_league_id: null,
    ...extra,
  };
}

export function rostered(
  id: number,
  name: string,
  position: RosteredPlayer['position'],
  points: number | null,
  memberId: number,
): RosteredPlayer {
  return {
    id,
    league_id: demoLeague.league_id,
    player_id: 1000 + id,
    player_name: name,
    position,
    team: 'BUF',
    nfl_team: 'BUF',
    is_injured: 0,
    injury_status: null,
    headshot_url: null,
    roster_position: 'BENCH',
    season_points: points,
    league_member_id: memberId,
    is_rostered: 1,
  };
}

/** Stored sessions in the demo league: its commissioner's, and a member's (for renderApp). */
export const commishSession = {
  user: casey,
  league: demoLeague,
  membership: memberOf(casey, demoLeague, 'commish'),
};
export const memberSession = {
  user: alice,
  league: demoLeague,
  membership: memberOf(alice, demoLeague, 'player'),
};
