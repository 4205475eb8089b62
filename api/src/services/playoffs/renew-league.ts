import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  MESSAGES,
  ROSTER_TYPE,
} from '@fangtasy/shared/domain';
import { SEASON_BOUNDS } from '@fangtasy/shared/validation';
import { sql } from 'kysely';
import { requireCommissioner } from '../../auth/access';
import type { Db } from '../../db/connect';
import { conflict } from '../../errors';
import { inTransaction } from '../in-transaction';
import { lockLeague } from '../league-lock';
import {
  biteRulesOf,
  insertLeagueRules,
  rosterRulesOf,
  scoringRulesOf,
  tradeRulesOf,
  waiverRulesOf,
} from '../league-rules';
import { insertPlayoffRules, playoffRulesOf } from './playoff-rules';
import { holdsATeamSql, playsVampireRulesSql } from '../member-rules-sql';

/**
 * Renews a complete league for the next NFL season (docs/decisions/020-playoffs-and-seasons.md):
 * a new, inactive league row linked to this one, with the same name, the same teams (owners,
 * roles, vampire flags and team names), a copy of every rule record (both roster rule sets,
 * scoring, waivers, trades, the vampire's bite, the playoffs) — which the commissioner
 * may edit until activating it, which draws its new schedule — and every budget back at its rule
 * set's beginning FAAB. With `keepRosters` each team keeps the players it has rostered, in their
 * slots; otherwise the new season starts with empty rosters. This season's rows are not touched:
 * they stay readable as the league's history. All in one transaction, once per league (the
 * league row's lock, and the database's one-renewal constraint).
 */
export async function renewLeague(
  db: Db,
  input: { leagueId: number; userId: number; keepRosters: boolean },
): Promise<{ leagueId: number; season: number }> {
  return inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, input.leagueId);
    await requireCommissioner(trx, input.leagueId, input.userId);
    const bracket = await trx
      .selectFrom('playoff_brackets')
      .select('completed_at')
      .where('league_id', '=', league.id)
      .executeTakeFirst();
    if (!bracket?.completed_at) throw conflict(MESSAGES.leagueNotComplete);
    const renewed = await trx
      .selectFrom('leagues')
      .select('id')
      .where('previous_league_id', '=', league.id)
      .executeTakeFirst();
    if (renewed) throw conflict(MESSAGES.leagueAlreadyRenewed);
    const season = league.season + 1;
    if (season > SEASON_BOUNDS.max) throw conflict(MESSAGES.noNextSeason);

    const [regular, vampire, scoring, waiver, trade, bite, playoff] = await Promise.all([
      rosterRulesOf(trx, league.id, ROSTER_TYPE.regular),
      rosterRulesOf(trx, league.id, ROSTER_TYPE.vampire),
      scoringRulesOf(trx, league.id),
      waiverRulesOf(trx, league.id),
      tradeRulesOf(trx, league.id),
      biteRulesOf(trx, league.id),
      playoffRulesOf(trx, league.id),
    ]);
    const next = await trx
      .insertInto('leagues')
      .values({
        name: league.name,
        is_active: 0,
        season,
        created_by: input.userId,
        previous_league_id: league.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLeagueRules(trx, next.id, {
      regular: regular ?? DEFAULT_ROSTER_RULES,
      vampire: vampire ?? DEFAULT_ROSTER_RULES,
      scoring: scoring ?? DEFAULT_SCORING_RULES,
      waiver: waiver[0] ?? DEFAULT_WAIVER_RULES,
      trade,
      bite,
    });
    await insertPlayoffRules(trx, next.id, playoff);

    // The same teams, each with its own rule set's beginning budget (rules §4.3's mapping).
    const budgets = { regular: regular?.beginning_faab, vampire: vampire?.beginning_faab };
    await sql`
      insert into league_members (league_id, user_id, role, is_vamp, team_name, remaining_faab_budget)
      select ${next.id}::int, m.user_id, m.role, m.is_vamp, m.team_name,
        case when ${playsVampireRulesSql('m')}
          then ${budgets.vampire ?? DEFAULT_ROSTER_RULES.beginning_faab}::int
          else ${budgets.regular ?? DEFAULT_ROSTER_RULES.beginning_faab}::int end
      from league_members m
      where m.league_id = ${league.id} and ${holdsATeamSql('m')}
      order by m.id`.execute(trx);
    if (input.keepRosters) {
      await sql`
        insert into rostered_players (league_id, league_member_id, player_id, roster_position)
        select ${next.id}::int, renewed.id, rp.player_id, rp.roster_position
        from rostered_players rp
        join league_members kept on kept.id = rp.league_member_id
        join league_members renewed on renewed.league_id = ${next.id} and renewed.user_id = kept.user_id
        where rp.league_id = ${league.id} and rp.is_rostered = 1
        order by rp.id`.execute(trx);
    }
    return { leagueId: next.id, season };
  });
}
