import {
  DEFAULT_BITE_RULES,
  DEFAULT_TRADE_RULES,
  type BiteRules,
  type TradeRules,
} from '@fangtasy/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { call, type RosterLeague, type Team } from './roster-fixtures';
import type { TestApp } from './test-app';

/** Sets a league's trade settings straight in the database (any league, active or not). */
export async function setTradeRules(
  t: TestApp,
  league: { leagueId: number },
  rules: Partial<Omit<TradeRules, 'id' | 'league_id'>>,
): Promise<void> {
  const values = { ...DEFAULT_TRADE_RULES, ...rules };
  await t.db
    .insertInto('trade_rules')
    .values({ league_id: league.leagueId, ...values })
    .onConflict((oc) => oc.column('league_id').doUpdateSet(values))
    .execute();
}

/** Sets a league's vampire-bite settings straight in the database. */
export async function setBiteRules(
  t: TestApp,
  league: { leagueId: number },
  rules: Partial<Omit<BiteRules, 'id' | 'league_id'>>,
): Promise<void> {
  const values = { ...DEFAULT_BITE_RULES, ...rules };
  await t.db
    .insertInto('bite_rules')
    .values({ league_id: league.leagueId, ...values })
    .onConflict((oc) => oc.column('league_id').doUpdateSet(values))
    .execute();
}

/** Offers players from `from` to `to` through the api. */
export function propose(
  t: TestApp,
  league: RosterLeague,
  from: Team,
  to: Team,
  players: { send?: number[]; receive?: number[]; drop?: number[] },
): Promise<LightMyRequestResponse> {
  return call(t, from, 'POST', '/trades/propose', {
    league_id: league.leagueId,
    league_member_id: from.memberId,
    to_league_member_id: to.memberId,
    send_player_ids: players.send ?? [],
    receive_player_ids: players.receive ?? [],
    drop_player_ids: players.drop ?? [],
  });
}

/** The players on a team's roster now, by player id (straight from the database). */
export async function rosterIds(t: TestApp, team: Team): Promise<number[]> {
  const rows = await t.db
    .selectFrom('rostered_players')
    .select('player_id')
    .where('league_member_id', '=', team.memberId)
    .where('is_rostered', '=', 1)
    .orderBy('player_id')
    .execute();
  return rows.map((row) => row.player_id);
}

/** The log rows of a league of the given kinds, oldest first (straight from the database). */
export function logRows(t: TestApp, league: { leagueId: number }, kinds: string[]) {
  return t.db
    .selectFrom('league_transactions')
    .select([
      'league_member_id',
      'kind',
      'player_id',
      'other_member_id',
      'trade_offer_id',
      'reason',
    ])
    .where('league_id', '=', league.leagueId)
    .where('kind', 'in', kinds as never[])
    .orderBy('id')
    .execute();
}
