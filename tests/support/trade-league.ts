import {
  DEFAULT_TRADE_RULES,
  type LeagueMember,
  type TradeReviewMode,
} from '@fangtasy/shared/domain';
import { apiSessionFor, type ApiSession } from './api-session';
import { createInactiveLeague } from './inactive-league';
import { activatingBeforeWeek9Kickoff } from './server-clock';

/** The demo accounts that join a league of the test's own, beside the commissioner. */
const MEMBERS = ['alice', 'bob', 'carmen', 'dmitri', 'elena', 'frank', 'grace', 'vlad', 'mina'];

export interface TradeLeague {
  leagueId: number;
  name: string;
  members: LeagueMember[];
  memberOf(username: string): LeagueMember;
}

interface FreeAgent {
  id: number;
  player_name: string;
}

/**
 * A league of the demo accounts made over the api as its commissioner would make it — created
 * with the given trade review, the nine members invited and accepting, `playersEach` free agents
 * whose games have not kicked off added to each of `rostered`, activated — so a journey can trade
 * under settings the demo league does not have.
 */
export async function createTradeLeague(
  apiUrl: string,
  {
    name,
    reviewMode,
    rostered,
    playersEach,
  }: { name: string; reviewMode: TradeReviewMode; rostered: string[]; playersEach: number },
): Promise<TradeLeague> {
  const commish = await apiSessionFor('commish', apiUrl);
  const leagueId = await createInactiveLeague(name, {
    apiUrl,
    rules: { trade_rules: { ...DEFAULT_TRADE_RULES, review_mode: reviewMode } },
  });
  const sessions = new Map<string, ApiSession>();
  for (const username of MEMBERS) {
    const session = await apiSessionFor(username, apiUrl);
    sessions.set(username, session);
    await commish.send('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: session.userId,
      role: 'invited',
      is_vamp: username === 'vlad' || username === 'mina' ? 1 : 0,
      team_name: null,
      remaining_faab_budget: null,
    });
    await session.send('PUT', `/league_members/updateRole/${leagueId}/${session.userId}`, {
      role: 'player',
    });
  }
  const members = await commish.get<LeagueMember[]>(
    `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
  );
  const memberOf = (username: string) => {
    const member = members.find((candidate) => candidate.username === username);
    if (!member) throw new Error(`${username} is not in ${name}`);
    return member;
  };
  const search = await commish.get<{ players: FreeAgent[] }>(
    `/players/search?league_id=${leagueId}&exclude_rostered=1&available_now=1&position=WR&page_size=${rostered.length * playersEach}`,
  );
  for (const [index, username] of rostered.entries()) {
    for (const player of search.players.slice(index * playersEach, (index + 1) * playersEach))
      await commish.send('POST', '/rostered_players/addToTeam', {
        league_member_id: memberOf(username).id,
        player_id: player.id,
      });
  }
  // The api must run with its test clock (ENABLE_TEST_CLOCK=1): see activatingBeforeWeek9Kickoff.
  await activatingBeforeWeek9Kickoff(
    () => commish.send('POST', `/leagues/activate/${leagueId}/${memberOf('commish').id}`),
    apiUrl,
  );
  return { leagueId, name, members, memberOf };
}
