import { MESSAGES, canPlayInSlotCode, rosterLimitProblem } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { lockedPlayers } from './lineup-lock';
import { dropEntry } from './roster-changes';
import { openRosterChange, type RosterChange, type RosterEntry } from './roster-context';
import { recordTransactions, type TransactionEntry } from './transactions';
import { cancelClaimsDropping } from './waiver-claims';

/** One team's part in an exchange: the players (ids) it sends to the other team and drops. */
export interface ExchangeSideInput {
  memberId: number;
  sends: readonly number[];
  drops: readonly number[];
}

/**
 * Where a received player lands: on the bench (a trade), or in the slot of the player he was
 * exchanged for when he may play there (a bite's same-position swap: the two change places).
 */
export type ExchangePlacement = 'bench' | 'change_places';

/**
 * Why an exchange cannot go through now: a named player has left his roster since the exchange
 * was set up ('stale', which no wait mends), one is locked by his game ('locked', until the week
 * ends), or a roster would break its rules ('limits', which drops could mend).
 */
export type ExchangeRefusal =
  | { kind: 'stale'; message: string }
  | { kind: 'locked'; message: string }
  | { kind: 'limits'; message: string; memberId: number };

/** A locked side of an exchange: the team's roster change and the entries it sends and drops. */
interface OpenSide {
  change: RosterChange;
  sends: RosterEntry[];
  drops: RosterEntry[];
}

/** An exchange whose two rosters are locked for the rest of the transaction. */
export interface OpenExchange {
  trx: Db;
  now: Date;
  sides: readonly [OpenSide, OpenSide];
  /** Set when a named player is no longer on his team's roster. */
  stale: ExchangeRefusal | null;
}

const teamNameOf = (change: RosterChange) => change.member.team_name ?? 'Unknown';

/**
 * Takes both teams' roster locks — in member id order, the order a waiver award locks a league's
 * members in, so an exchange and an award never wait on each other in a circle — and finds the
 * named players on their rosters. Every check and change after this sees the rosters as they are.
 */
export async function openExchange(
  trx: Db,
  now: Date,
  inputs: readonly [ExchangeSideInput, ExchangeSideInput],
): Promise<OpenExchange> {
  const changes = new Map<number, RosterChange>();
  for (const memberId of inputs.map((input) => input.memberId).sort((a, b) => a - b))
    changes.set(memberId, await openRosterChange(trx, memberId, now));
  const missing: { playerId: number; change: RosterChange }[] = [];
  const sideOf = (input: ExchangeSideInput): OpenSide => {
    const change = changes.get(input.memberId)!;
    const found = (playerIds: readonly number[]) =>
      playerIds.flatMap((playerId) => {
        const entry = change.roster.find((candidate) => candidate.player_id === playerId);
        if (!entry) missing.push({ playerId, change });
        return entry ? [entry] : [];
      });
    return { change, sends: found(input.sends), drops: found(input.drops) };
  };
  const sides: [OpenSide, OpenSide] = [sideOf(inputs[0]), sideOf(inputs[1])];
  let stale: ExchangeRefusal | null = null;
  if (missing.length > 0) {
    const first = missing[0]!;
    const player = await trx
      .selectFrom('players')
      .select('player_name')
      .where('id', '=', first.playerId)
      .executeTakeFirst();
    stale = {
      kind: 'stale',
      message: MESSAGES.tradePlayerGone(
        player?.player_name ?? 'A player',
        teamNameOf(first.change),
      ),
    };
  }
  return { trx, now, sides, stale };
}

/** Where each player the other side sends lands on this side's roster. */
function arrivals(
  receiving: OpenSide,
  giving: OpenSide,
  placement: ExchangePlacement,
): { entry: RosterEntry; slot: string }[] {
  return giving.sends.map((entry, index) => {
    const replaced = receiving.sends[index];
    const slot =
      placement === 'change_places' &&
      replaced &&
      canPlayInSlotCode(entry, replaced.roster_position)
        ? replaced.roster_position
        : 'BENCH';
    return { entry, slot };
  });
}

/**
 * What stands in the exchange's way now, or null: a player gone, a player locked by his game
 * (rules §4.14: never moved, dropped or added from kickoff to the week's end), or a roster that
 * would break its own rule set (size without IR, position maximums) after the drops.
 */
export async function exchangeRefusal(
  exchange: OpenExchange,
  placement: ExchangePlacement,
): Promise<ExchangeRefusal | null> {
  if (exchange.stale) return exchange.stale;
  const [first, second] = exchange.sides;
  const moving = [...first.sends, ...first.drops, ...second.sends, ...second.drops];
  const { league, week, trx, now } = first.change;
  const locked = await lockedPlayers(
    trx,
    moving.map((entry) => entry.player_id),
    league.season,
    week?.week ?? null,
    now,
  );
  if (moving.some((entry) => locked.has(entry.player_id)))
    return { kind: 'locked', message: MESSAGES.playerLocked };
  for (const [side, other] of [
    [first, second],
    [second, first],
  ] as const) {
    const leaving = new Set([...side.sends, ...side.drops].map((entry) => entry.id));
    const after = [
      ...side.change.roster.filter((entry) => !leaving.has(entry.id)),
      ...arrivals(side, other, placement).map(({ entry, slot }) => ({
        ...entry,
        roster_position: slot,
      })),
    ];
    const problem = rosterLimitProblem(side.change.rules, side.change.roster, after);
    if (!problem) continue;
    const team = teamNameOf(side.change);
    return {
      kind: 'limits',
      memberId: side.change.member.id,
      message:
        problem.kind === 'roster_size'
          ? MESSAGES.tradeRosterOver(team)
          : MESSAGES.tradePositionOver(team, problem.position),
    };
  }
  return null;
}

/** How the log records a player one team received from the other. */
export type ExchangeLogEntry = (received: {
  playerId: number;
  receiverId: number;
  giverId: number;
}) => Pick<TransactionEntry, 'kind' | 'reason' | 'trade_offer_id' | 'bite_right_id'>;

/**
 * Carries out a checked exchange inside its transaction: each side's drops go onto waivers (as
 * any drop), then every sent player's row moves to the other team at his landing slot, the
 * pending claims that named him as their drop close, and the log records each player received.
 */
export async function applyExchange(
  exchange: OpenExchange,
  placement: ExchangePlacement,
  logEntry: ExchangeLogEntry,
): Promise<void> {
  const { trx, now } = exchange;
  const [first, second] = exchange.sides;
  const moves = [
    ...arrivals(first, second, placement).map((move) => ({ ...move, to: first, from: second })),
    ...arrivals(second, first, placement).map((move) => ({ ...move, to: second, from: first })),
  ];
  for (const side of exchange.sides) {
    for (const drop of side.drops) await dropEntry(side.change, drop);
  }
  const entries: TransactionEntry[] = [];
  for (const { entry, slot, to, from } of moves) {
    const moved = await trx
      .updateTable('rostered_players')
      .set({ league_member_id: to.change.member.id, roster_position: slot, updated_at: now })
      .where('id', '=', entry.id)
      .where('league_member_id', '=', from.change.member.id)
      .where('is_rostered', '=', 1)
      .executeTakeFirst();
    // The rows are locked since openExchange: a row that did not move is a broken invariant.
    if (moved.numUpdatedRows !== 1n)
      throw new Error(`rostered player ${entry.id} did not move in an exchange`);
    await cancelClaimsDropping(trx, entry.id, now);
    entries.push({
      league_id: to.change.league.id,
      league_member_id: to.change.member.id,
      player_id: entry.player_id,
      other_member_id: from.change.member.id,
      ...logEntry({
        playerId: entry.player_id,
        receiverId: to.change.member.id,
        giverId: from.change.member.id,
      }),
    });
  }
  await recordTransactions(trx, entries, now);
}
