import {
  STARTER_SLOT_KINDS,
  buildSlotLayout,
  canPlayInSlot,
  isBiteWeek,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { ApiError } from '../errors';
import { biteOptions } from '../services/bites/bite-options';
import { lapseBiteRights } from '../services/bites/bite-jobs';
import { takeBite } from '../services/bites/take-bite';
import { finalizeEndedWeeks } from '../services/finalize-weeks';
import { biteRulesOf, tradeRulesOf } from '../services/league-rules';
import { directAddIn } from '../services/roster-adds';
import { applyMove } from '../services/roster-changes';
import {
  loadLeague,
  loadPlayer,
  openOwnRosterChange,
  rosterEntries,
  rosterRulesForMember,
} from '../services/roster-context';
import { currentFantasyWeek, lockedPlayers } from '../services/lineup-lock';
import { proposeTrade } from '../services/trades/propose-trade';
import { isTradingOpen } from '../services/trades/trade-window';

const HOUR_MS = 3_600_000;

/** When after its week's end the demo's vampire takes its bite: Tuesday 2 PM Eastern. */
const BITE_AFTER_WEEK_END_MS = 14 * HOUR_MS;
/** When the bitten team signs a replacement: Thursday 2 PM Eastern, free agency open again. */
const REPLACEMENT_AFTER_BITE_MS = 48 * HOUR_MS;

/**
 * Plays the demo league's weeks that ended before `now` one after the other, as the scheduler
 * would have: each week's lineups frozen and its matchups final at its end, the vampires' bite
 * rights granted; in the first week a vampire won whose deadline has passed, it takes a bite
 * the next afternoon (the loser's best player it may take by season points, dropping its own
 * weakest, or sending back its weakest of the same position under the swap), so later weeks are
 * played with the rosters the bite left. The other rights of
 * weeks gone by lapse; a right whose deadline is still ahead stays open at the demo clock.
 */
export async function playDemoHistory(
  trx: Db,
  leagueId: number,
  now: Date,
  seasonPoints: ReadonlyMap<number, number>,
): Promise<void> {
  const league = await loadLeague(trx, leagueId);
  const rules = await biteRulesOf(trx, leagueId);
  const weeks = await trx
    .selectFrom('fantasy_weeks')
    .select(['week', 'end_datetime'])
    .where('year', '=', league.season)
    .where('end_datetime', '<=', now)
    .orderBy('week')
    .execute();
  let bitten = false;
  for (const week of weeks) {
    await finalizeEndedWeeks(trx, week.end_datetime, leagueId);
    if (bitten || !isBiteWeek(week.week, rules)) continue;
    const at = new Date(week.end_datetime.getTime() + BITE_AFTER_WEEK_END_MS);
    const rights = await trx
      .selectFrom('bite_rights as r')
      .innerJoin('league_members as m', 'm.id', 'r.vampire_member_id')
      .selectAll('r')
      .select('m.user_id')
      .where('r.league_id', '=', leagueId)
      .where('r.week', '=', week.week)
      .where('r.status', '=', 'open')
      .where('r.deadline_at', '<=', now)
      .orderBy('r.id')
      .execute();
    for (const { user_id: userId, ...right } of rights) {
      const options = await biteOptions(
        trx,
        right,
        league,
        {
          victim: await rosterEntries(trx, { memberId: right.victim_member_id }).execute(),
          vampire: await rosterEntries(trx, { memberId: right.vampire_member_id }).execute(),
        },
        await rosterRulesForMember(trx, { league_id: leagueId, is_vamp: 1 }),
        at,
      );
      const points = (id: number | null) => (id === null ? 0 : (seasonPoints.get(id) ?? 0));
      // A target that needs a drop (a full roster, or his position at its maximum) costs the
      // vampire one of its unlocked players of his position, which answers either limit, or else
      // any unlocked player (a full roster holding none of his position).
      const dropsFor = (target: (typeof options.targets)[number]) => {
        if (!target.drop_required) return [null];
        const free = options.dropOptions.filter((drop) => !drop.is_locked);
        const samePosition = free.filter((drop) => drop.position === target.position);
        return (samePosition.length > 0 ? samePosition : free).map((drop) => drop.player_id);
      };
      const choices = options.targets
        .filter((target) => !target.is_locked)
        .flatMap((target): { target: number; swap: number | null; drop: number | null }[] =>
          right.swap_rule === 'none'
            ? dropsFor(target).map((drop) => ({ target: target.player_id, swap: null, drop }))
            : target.swap_options
                .filter((swap) => !swap.is_locked)
                .map((swap) => ({ target: target.player_id, swap: swap.player_id, drop: null })),
        )
        .sort(
          (a, b) =>
            points(b.target) - points(a.target) ||
            points(a.swap) - points(b.swap) ||
            points(a.drop) - points(b.drop),
        );
      const choice = choices[0];
      if (!choice) continue;
      await takeBite(
        trx,
        userId,
        right.id,
        { player_id: choice.target, swap_player_id: choice.swap, drop_player_id: choice.drop },
        at,
      );
      await fillEmptyStarts(trx, right.victim_member_id, at, points);
      await signReplacement(
        trx,
        right.victim_member_id,
        choice.target,
        new Date(at.getTime() + REPLACEMENT_AFTER_BITE_MS),
        points,
      );
      bitten = true;
      break;
    }
  }
  await lapseBiteRights(trx, now);
}

/**
 * The bitten team fills the starting slots the bite emptied with its best bench player who may
 * play there, as its owner would before the next kickoff.
 */
async function fillEmptyStarts(
  trx: Db,
  memberId: number,
  at: Date,
  points: (playerId: number) => number,
): Promise<void> {
  const change = await openOwnRosterChange(trx, memberId, at);
  for (const slot of buildSlotLayout(change.rules)) {
    if (!STARTER_SLOT_KINDS.includes(slot.kind)) continue;
    if (change.roster.some((entry) => entry.roster_position === slot.code)) continue;
    const [best] = change.roster
      .filter((entry) => entry.roster_position === 'BENCH' && canPlayInSlot(entry, slot.kind))
      .sort((a, b) => points(b.player_id) - points(a.player_id));
    if (best) await applyMove(change, best, slot.code);
  }
}

/**
 * The bitten team, a man short, signs the best free agent of the bitten player's position once
 * free agency is open again, as its owner would: the demo's rosters stay full.
 */
async function signReplacement(
  trx: Db,
  memberId: number,
  bittenPlayerId: number,
  at: Date,
  points: (playerId: number) => number,
): Promise<void> {
  const change = await openOwnRosterChange(trx, memberId, at);
  const bitten = await trx
    .selectFrom('players')
    .select('position')
    .where('id', '=', bittenPlayerId)
    .executeTakeFirstOrThrow();
  const freeAgents = await trx
    .selectFrom('players as p')
    .select('p.id')
    .where('p.position', '=', bitten.position)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rostered_players as r')
            .select('r.id')
            .whereRef('r.player_id', '=', 'p.id')
            .where('r.league_id', '=', change.league.id)
            .where('r.is_rostered', '=', 1),
        ),
      ),
    )
    .execute();
  const best = freeAgents.map((row) => row.id).sort((a, b) => points(b) - points(a));
  // The best one a member could add at that moment (not locked, not on waivers): the checks come
  // before anything is written, so a refused one leaves the transaction as it was.
  for (const playerId of best.slice(0, 25)) {
    try {
      await directAddIn(change, await loadPlayer(trx, playerId), null);
      return;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
}

/**
 * A trade offer waiting for its answer at the demo clock: `from` offers a bench player for one of
 * `to`'s of another position, made the day before and free to be accepted now (neither player's
 * game has kicked off by the demo clock).
 */
export async function placeDemoTradeOffer(
  trx: Db,
  leagueId: number,
  now: Date,
  from: { userId: number; memberId: number },
  to: { memberId: number },
): Promise<void> {
  const league = await loadLeague(trx, leagueId);
  // A clock past the trade deadline (the playoffs' demo clocks) has no offer waiting.
  const offeredAt = new Date(now.getTime() - 26 * HOUR_MS);
  const { trade_deadline_week: deadlineWeek } = await tradeRulesOf(trx, leagueId);
  if (!(await isTradingOpen(trx, league, deadlineWeek, now))) return;
  if (!(await isTradingOpen(trx, league, deadlineWeek, offeredAt))) return;
  const week = await currentFantasyWeek(trx, league.season, now);
  const benchOf = async (memberId: number) => {
    const bench = (await rosterEntries(trx, { memberId }).execute()).filter(
      (entry) => entry.roster_position === 'BENCH' && ['RB', 'WR', 'TE'].includes(entry.position),
    );
    const locked = await lockedPlayers(
      trx,
      bench.map((entry) => entry.player_id),
      league.season,
      week?.week ?? null,
      now,
    );
    return bench.filter((entry) => !locked.has(entry.player_id));
  };
  const [sent] = await benchOf(from.memberId);
  const asked = (await benchOf(to.memberId)).find((entry) => entry.position !== sent?.position);
  if (!sent || !asked) return;
  await proposeTrade(
    trx,
    from.userId,
    {
      league_id: leagueId,
      league_member_id: from.memberId,
      to_league_member_id: to.memberId,
      send_player_ids: [sent.player_id],
      receive_player_ids: [asked.player_id],
      drop_player_ids: [],
    },
    offeredAt,
  );
}
