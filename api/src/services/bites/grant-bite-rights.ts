import {
  MESSAGES,
  biteDeadline,
  biteTargetIds,
  isBiteWeek,
  isStarterSlot,
  lineupExposure,
  type BiteRightStatus,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { biteRulesOf } from '../league-rules';
import { rosterRulesForMember, waiverRulesForLeague } from '../roster-context';
import { frozenLineups } from './frozen-lineups';

/** A league's week that has just become final. */
export interface FinalWeek {
  leagueId: number;
  season: number;
  week: number;
  end: Date;
}

/** A vampire's win over a regular team, as the week's final scores stand. */
interface VampireWin {
  vampire_member_id: number;
  victim_member_id: number;
  vampire_score: number;
  victim_score: number;
}

/** The week's matchups a vampire won against a regular team (two vampires play an ordinary match). */
async function vampireWins(trx: Db, week: FinalWeek): Promise<VampireWin[]> {
  const rows = await trx
    .selectFrom('schedules as s')
    .innerJoin('league_members as h', 'h.id', 's.home_league_member')
    .innerJoin('league_members as a', 'a.id', 's.away_league_member')
    .select([
      's.home_league_member',
      's.away_league_member',
      's.home_score',
      's.away_score',
      'h.is_vamp as home_vamp',
      'a.is_vamp as away_vamp',
    ])
    .where('s.league_id', '=', week.leagueId)
    .where('s.week', '=', week.week)
    .where('s.is_final', '=', 1)
    .execute();
  return rows.flatMap((row) => {
    const home = { id: row.home_league_member, score: Number(row.home_score), vamp: row.home_vamp };
    const away = { id: row.away_league_member, score: Number(row.away_score), vamp: row.away_vamp };
    const [vampire, victim] = home.vamp ? [home, away] : [away, home];
    // A tie is no win, and a vampire beaten keeps its roster.
    if (!vampire.vamp || victim.vamp || !(vampire.score > victim.score)) return [];
    return [
      {
        vampire_member_id: vampire.id,
        victim_member_id: victim.id,
        vampire_score: vampire.score,
        victim_score: victim.score,
      },
    ];
  });
}

/** The player a week's choice named (a declared target, a garlic starter), by member. */
async function weekChoices(
  trx: Db,
  table: 'bite_declarations' | 'garlic_choices',
  week: FinalWeek,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom(table)
    .select(['league_member_id', 'player_id'])
    .where('league_id', '=', week.leagueId)
    .where('week', '=', week.week)
    .where('league_member_id', 'in', [...memberIds])
    .execute();
  return new Map(rows.map((row) => [row.league_member_id, row.player_id]));
}

/**
 * Grants the bite rights of a week that has just become final, inside the transaction that made
 * it final (docs/decisions/019-the-vampire-bite.md): each vampire that beat a regular team in a
 * bite week gets one right against it, with the facts of the week frozen beside it — the scores,
 * whether the loser's frozen lineup was exposed and why, his garlic starter, the vampire's
 * declared target — and its deadline. A right that could never be used (its deadline already
 * passed, no target declared, the declared target benched) is recorded as lapsed with the reason.
 * The unique index `bite_rights_once` makes a second finalization grant nothing.
 */
export async function grantBiteRights(trx: Db, week: FinalWeek, now: Date): Promise<number> {
  const rules = await biteRulesOf(trx, week.leagueId);
  if (!isBiteWeek(week.week, rules)) return 0;
  const wins = await vampireWins(trx, week);
  if (wins.length === 0) return 0;
  const victims = wins.map((win) => win.victim_member_id);
  const lineups = await frozenLineups(trx, week, victims);
  const garlic = rules.garlic ? await weekChoices(trx, 'garlic_choices', week, victims) : null;
  const declared = rules.declare_before_kickoff
    ? await weekChoices(
        trx,
        'bite_declarations',
        week,
        wins.map((win) => win.vampire_member_id),
      )
    : null;
  const { waiver_day } = await waiverRulesForLeague(trx, week.leagueId);
  const deadline = biteDeadline(week.end, rules, waiver_day);
  // Victims are regular members: one rule set serves them all.
  const victimRules = await rosterRulesForMember(trx, { league_id: week.leagueId, is_vamp: 0 });

  const rights = wins.map((win) => {
    const lineup = lineups.get(win.victim_member_id) ?? [];
    const exposure =
      rules.full_lineup_required && victimRules ? lineupExposure(victimRules, lineup) : [];
    const garlicId = garlic?.get(win.victim_member_id) ?? null;
    // Garlic protects a starter: a garlic player left on the bench protected nobody.
    const protectedId = lineup.some(
      (player) => player.player_id === garlicId && isStarterSlot(player.roster_position),
    )
      ? garlicId
      : null;
    const declaredId = declared?.get(win.vampire_member_id) ?? null;
    const targets = biteTargetIds(lineup, {
      exposed: exposure.length > 0,
      garlic_player_id: protectedId,
      declared_player_id: declaredId,
      declare_before_kickoff: Boolean(rules.declare_before_kickoff),
    });
    let lapse: string | null = null;
    if (deadline.getTime() <= now.getTime()) lapse = MESSAGES.biteLapsedReason;
    else if (declared && declaredId === null) lapse = MESSAGES.biteLapsedNoDeclaration;
    else if (declared && targets.length === 0) lapse = MESSAGES.biteLapsedDeclaredDidNotStart;
    const status: BiteRightStatus = lapse ? 'lapsed' : 'open';
    return {
      league_id: week.leagueId,
      week: week.week,
      ...win,
      swap_rule: rules.swap_rule,
      exposed: exposure.length > 0 ? (1 as const) : (0 as const),
      exposure: JSON.stringify(exposure),
      garlic_player_id: protectedId,
      declared_player_id: declaredId,
      granted_at: now,
      deadline_at: deadline,
      status,
      decided_at: lapse ? now : null,
      reason: lapse,
    };
  });
  const granted = await trx
    .insertInto('bite_rights')
    .values(rights)
    .onConflict((oc) => oc.columns(['league_id', 'week', 'vampire_member_id']).doNothing())
    .returning('id')
    .execute();
  return granted.length;
}
