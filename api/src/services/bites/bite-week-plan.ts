import {
  MESSAGES,
  isBiteWeek,
  isStarterSlot,
  slotKindOf,
  type BiteWeekPlan,
  type FantasyWeek,
} from '@fangtasy/shared/domain';
import { requireLeagueMember, requireOwnMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import type { LeagueMemberRow, LeagueRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { biteRulesOf, type BiteRulesRecord } from '../league-rules';
import { currentFantasyWeek, lockedPlayers } from '../lineup-lock';
import { loadLeague, lockMemberRoster, rosterEntries } from '../roster-context';
import { inTransaction } from '../in-transaction';

type ChoiceTable = 'bite_declarations' | 'garlic_choices';

/** Where a member's vampire week stands: the league's rules, the current week, the opponent. */
interface WeekFacts {
  league: LeagueRow;
  rules: BiteRulesRecord;
  week: FantasyWeek | null;
  me: LeagueMemberRow;
  opponent: LeagueMemberRow | null;
  isBiteWeek: boolean;
  mayDeclare: boolean;
  mayUseGarlic: boolean;
}

async function weekFacts(db: Db, me: LeagueMemberRow, now: Date): Promise<WeekFacts> {
  const league = await loadLeague(db, me.league_id);
  const rules = await biteRulesOf(db, league.id);
  const week = await currentFantasyWeek(db, league.season, now);
  const match = week
    ? await db
        .selectFrom('schedules')
        .select(['home_league_member', 'away_league_member'])
        .where('league_id', '=', league.id)
        .where('week', '=', week.week)
        .where((eb) =>
          eb.or([eb('home_league_member', '=', me.id), eb('away_league_member', '=', me.id)]),
        )
        .executeTakeFirst()
    : undefined;
  const opponentId = match
    ? match.home_league_member === me.id
      ? match.away_league_member
      : match.home_league_member
    : null;
  const opponent =
    opponentId === null
      ? null
      : ((await db
          .selectFrom('league_members')
          .selectAll()
          .where('id', '=', opponentId)
          .executeTakeFirst()) ?? null);
  const biteWeek = Boolean(league.is_active && week && isBiteWeek(week.week, rules));
  // Two vampires playing each other is an ordinary match: nobody declares, nobody needs garlic.
  const vampireWeek =
    biteWeek && opponent !== null && Boolean(me.is_vamp) !== Boolean(opponent.is_vamp);
  return {
    league,
    rules,
    week,
    me,
    opponent,
    isBiteWeek: biteWeek,
    mayDeclare: vampireWeek && Boolean(rules.declare_before_kickoff) && Boolean(me.is_vamp),
    mayUseGarlic: vampireWeek && Boolean(rules.garlic) && !me.is_vamp,
  };
}

/** A member's choice of the week in `table`, with his player and whether his game has locked him. */
async function choiceOf(db: Db, table: ChoiceTable, facts: WeekFacts, now: Date) {
  if (!facts.week) return null;
  const row = await db
    .selectFrom(`${table} as c`)
    .innerJoin('players as p', 'p.id', 'c.player_id')
    .select(['c.player_id', 'p.player_name', 'p.position', 'p.team'])
    .where('c.league_id', '=', facts.league.id)
    .where('c.week', '=', facts.week.week)
    .where('c.league_member_id', '=', facts.me.id)
    .executeTakeFirst();
  if (!row) return null;
  const locked = await lockedPlayers(
    db,
    [row.player_id],
    facts.league.season,
    facts.week.week,
    now,
  );
  return { ...row, is_locked: locked.has(row.player_id) };
}

async function planOf(db: Db, facts: WeekFacts, now: Date): Promise<BiteWeekPlan> {
  return {
    week: facts.week?.week ?? null,
    is_bite_week: facts.isBiteWeek,
    opponent_member_id: facts.opponent?.id ?? null,
    opponent_team_name: facts.opponent?.team_name ?? null,
    opponent_is_vamp: Boolean(facts.opponent?.is_vamp),
    is_vamp: Boolean(facts.me.is_vamp),
    may_declare: facts.mayDeclare,
    declared_player: facts.mayDeclare ? await choiceOf(db, 'bite_declarations', facts, now) : null,
    may_use_garlic: facts.mayUseGarlic,
    garlic_player: facts.mayUseGarlic ? await choiceOf(db, 'garlic_choices', facts, now) : null,
  };
}

/** GET /bites/getWeekPlan: the caller's vampire week; his declared target and garlic are his alone. */
export async function biteWeekPlan(
  db: Db,
  leagueId: number,
  userId: number,
  now: Date,
): Promise<BiteWeekPlan> {
  const me = await requireLeagueMember(db, leagueId, userId);
  return planOf(db, await weekFacts(db, me, now), now);
}

export interface WeekChoiceBody {
  league_id: number;
  league_member_id: number;
  player_id: number | null;
}

/** Why a member may not make this kind of choice this week, or null. */
function choiceRefusal(kind: ChoiceTable, facts: WeekFacts): string | null {
  const declare = kind === 'bite_declarations';
  if (!(declare ? facts.rules.declare_before_kickoff : facts.rules.garlic))
    return declare ? MESSAGES.declareNotThisLeague : MESSAGES.garlicNotThisLeague;
  if (!facts.isBiteWeek) return MESSAGES.noBitesThisWeek;
  if (declare ? !facts.mayDeclare : !facts.mayUseGarlic)
    return declare ? MESSAGES.declareOnlyVampire : MESSAGES.garlicNotFacingVampire;
  return null;
}

/**
 * POST /bites/declare and /bites/garlic (decision 019): a vampire facing a regular team names its
 * target on that team's roster; a team facing a vampire names one of its starters to protect.
 * Either may change until a game settles it: the player named, and the one named before, must
 * not have kicked off. null takes the choice back (on the same terms).
 */
export async function chooseForWeek(
  db: Db,
  userId: number,
  kind: ChoiceTable,
  body: WeekChoiceBody,
  now: Date,
): Promise<BiteWeekPlan> {
  const me = await requireOwnMember(db, body.league_member_id, userId);
  if (me.league_id !== body.league_id) throw badRequest(MESSAGES.invalidPlayerOrMember);
  return inTransaction(db, async (trx) => {
    // One member's choices are made one after the other.
    await lockMemberRoster(trx, me.id);
    const facts = await weekFacts(trx, me, now);
    const refusal = choiceRefusal(kind, facts);
    if (refusal) throw conflict(refusal);
    const week = facts.week!;
    const playerId = body.player_id;
    if (playerId !== null) {
      const owner = kind === 'bite_declarations' ? facts.opponent!.id : me.id;
      const entry = (await rosterEntries(trx, { memberId: owner }).execute()).find(
        (candidate) => candidate.player_id === playerId,
      );
      if (kind === 'bite_declarations' && (!entry || slotKindOf(entry.roster_position) === 'IR'))
        throw badRequest(MESSAGES.declarePlayerNotOpponent);
      if (kind === 'garlic_choices' && (!entry || !isStarterSlot(entry.roster_position)))
        throw badRequest(MESSAGES.garlicStarterOnly);
    }
    const before = await choiceOf(trx, kind, facts, now);
    const named = [before?.player_id, playerId].filter((id): id is number => id != null);
    const locked = await lockedPlayers(trx, named, facts.league.season, week.week, now);
    if (locked.size > 0 && before?.player_id !== playerId) throw conflict(MESSAGES.playerLocked);
    if (playerId === null) {
      await trx
        .deleteFrom(kind)
        .where('league_id', '=', facts.league.id)
        .where('week', '=', week.week)
        .where('league_member_id', '=', me.id)
        .execute();
    } else {
      await trx
        .insertInto(kind)
        .values({
          league_id: facts.league.id,
          week: week.week,
          league_member_id: me.id,
          player_id: playerId,
          chosen_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['league_id', 'week', 'league_member_id'])
            .doUpdateSet({ player_id: playerId, chosen_at: now }),
        )
        .execute();
    }
    return planOf(trx, facts, now);
  });
}
