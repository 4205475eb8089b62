import {
  DRAFT_CSV_MAX_LISTED_ERRORS,
  DRAFT_MESSAGES,
  LEAGUE_SIZE,
  takesPartInDraft,
  teamOnClock,
} from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import type { DraftRow } from '../../../db/schema';
import { badRequest, conflict } from '../../../errors';
import { inTransaction } from '../../in-transaction';
import { countMembers, lockLeague } from '../../league-lock';
import { holdsATeamSql } from '../../member-rules-sql';
import { takenPlayerIds } from '../autopick';
import { completeDraft } from '../complete-draft';
import { draftRosters, hasRoom, slotFor, takeSlot } from '../draft-rosters';
import { draftTeams, lockDraft, turnOrderOf } from '../draft-rows';
import { beginDraft, draftRounds } from '../start-draft';
import { readOfflineCsv, wholeNumberIn, type OfflineRowError } from './offline-csv';
import {
  matchPlayer,
  playersByName,
  teamsByName,
  teamText,
  type NamedPlayer,
  type NamedTeam,
} from './offline-names';

/** A row that named a known team and player at a round and pick in range. */
interface JudgedRow {
  row: number;
  round: number;
  pick: number;
  team: NamedTeam;
  player: NamedPlayer;
}

/** A pick the file makes, ready to be written. */
interface OfflinePick {
  overall: number;
  round: number;
  pick: number;
  memberId: number;
  playerId: number;
}

/**
 * The commissioner enters an offline draft's results as a file (POST /drafts/uploadOffline,
 * decision 066): `round,pick,team,player` (position, nfl_team to tell namesakes apart). The whole
 * file is judged before anything is written, under the league's and the draft's locks, in one
 * transaction: every refused row is answered at once with its row number and why (400, nothing
 * written). The first round's picks give the order when the draft has not begun (it was drawn or
 * set where the league drafted); each later pick must be the team the draft's type puts there,
 * and fit the team's own rule set (vampires' type 2, decision 054), exactly as the live engine
 * judges a pick — a team its rule set leaves no room for is passed over, and a row there refused.
 * Then the draft ends as a live one does (completeDraft): the rosters, the log, the waiver order.
 */
export async function uploadOfflineDraft(
  db: Db,
  input: { leagueId: number; commissionerId: number; csv: string; now: Date },
): Promise<void> {
  const { leagueId, commissionerId, now } = input;
  await inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, leagueId);
    if (league.is_active) throw conflict(DRAFT_MESSAGES.draftLeagueActive);
    const draft = await lockDraft(trx, leagueId);
    if (draft.mode !== 'offline') throw conflict(DRAFT_MESSAGES.draftOfflineOnly);
    if (draft.status === 'complete') throw conflict(DRAFT_MESSAGES.draftComplete);
    const entered = await trx
      .selectFrom('draft_picks')
      .select('overall')
      .where('league_id', '=', leagueId)
      .limit(1)
      .execute();
    if (entered.length > 0) throw conflict(DRAFT_MESSAGES.draftOfflinePicksEntered);
    const started = draft.status !== 'not_started';
    if (!started && (await countMembers(trx, leagueId)).valid !== LEAGUE_SIZE)
      throw badRequest(DRAFT_MESSAGES.draftNeedsTeams);

    const { rows, errors } = readOfflineCsv(input.csv);
    const teams = await trx
      .selectFrom('league_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.team_name', 'm.is_vamp', 'u.username'])
      .where('m.league_id', '=', leagueId)
      .where(holdsATeamSql('m'))
      .orderBy('m.id')
      .execute();
    const drafters = started
      ? (await draftTeams(trx, leagueId)).drafters
      : teams.filter((team) => takesPartInDraft(team, draft.vampires_draft)).map((t) => t.id);
    const rounds = started ? (draft.rounds ?? 0) : await draftRounds(trx, leagueId);
    const { judged, teamAt } = judgeRows(rows, errors, {
      teamCount: drafters.length,
      rounds,
      teamNamed: teamsByName(teams),
      drafts: (team) => drafters.includes(team.id),
      players: await playersByName(trx),
      taken: await takenPlayerIds(trx, leagueId),
    });

    const order = started ? drafters : firstRoundOrder(teamAt, drafters, teams, errors);
    const picks =
      order === null ? [] : await placePicks(trx, { draft, order, rounds, judged, teams, errors });
    if (errors.length > 0) throw badRequest(refusalText(errors));

    const row: DraftRow = started
      ? draft
      : await beginDraft(trx, { draft, teams, order: order ?? [], commissionerId, now });
    if (picks.length > 0) {
      await trx
        .insertInto('draft_picks')
        .values(
          picks.map((pick) => ({
            league_id: leagueId,
            overall: pick.overall,
            round: pick.round,
            pick_in_round: pick.pick,
            league_member_id: pick.memberId,
            player_id: pick.playerId,
            made_by: 'commissioner' as const,
            made_at: now,
          })),
        )
        .execute();
    }
    await completeDraft(trx, row, { drafters: order ?? [], autopick: new Set() }, now);
  });
}

/**
 * Each row on its own: a round and pick in range, once each; a team of the league that drafts; a
 * player known (and told apart from namesakes), not on a roster of the league, drafted once.
 */
function judgeRows(
  rows: ReturnType<typeof readOfflineCsv>['rows'],
  errors: OfflineRowError[],
  context: {
    teamCount: number;
    rounds: number;
    teamNamed: (cell: string) => NamedTeam | null;
    drafts: (team: NamedTeam) => boolean;
    players: Map<string, NamedPlayer[]>;
    taken: Set<number>;
  },
): { judged: Map<string, JudgedRow>; teamAt: Map<string, NamedTeam> } {
  const judged = new Map<string, JudgedRow>();
  // A place's team even when its player is refused: the first round still gives the order.
  const teamAt = new Map<string, NamedTeam>();
  const rowOfPlace = new Map<string, number>();
  const rowOfPlayer = new Map<number, number>();
  for (const cells of rows) {
    const { row } = cells;
    const refuse = (message: string) => errors.push({ row, order: 0, message });
    const round = wholeNumberIn(cells.round, context.rounds);
    const pick = wholeNumberIn(cells.pick, context.teamCount);
    if (round === null) refuse(DRAFT_MESSAGES.draftCsvRound(row, context.rounds));
    if (pick === null) refuse(DRAFT_MESSAGES.draftCsvPick(row, context.teamCount));
    const place = `${round}.${pick}`;
    const placeTaken = round !== null && pick !== null ? rowOfPlace.get(place) : undefined;
    if (placeTaken !== undefined && round !== null && pick !== null)
      refuse(DRAFT_MESSAGES.draftCsvPickTwice(row, round, pick, placeTaken));
    else if (round !== null && pick !== null) rowOfPlace.set(place, row);

    const team = context.teamNamed(cells.team);
    if (!team) refuse(DRAFT_MESSAGES.draftCsvUnknownTeam(row, cells.team));
    else if (!context.drafts(team))
      refuse(DRAFT_MESSAGES.draftCsvTeamSkipsDraft(row, teamText(team)));

    const match = matchPlayer(context.players, cells);
    let player: NamedPlayer | null = null;
    if (match.kind === 'many') {
      const candidates = match.players
        .slice(0, 5)
        .map((candidate) => `${candidate.position} ${candidate.team}`)
        .join(', ');
      refuse(DRAFT_MESSAGES.draftCsvAmbiguousPlayer(row, cells.player, candidates));
    } else if (match.kind === 'none') {
      const narrowed = [cells.position, cells.nflTeam].filter(Boolean).join(' ');
      refuse(
        narrowed
          ? DRAFT_MESSAGES.draftCsvUnknownPlayerAs(row, cells.player, `(${narrowed})`)
          : DRAFT_MESSAGES.draftCsvUnknownPlayer(row, cells.player),
      );
    } else {
      player = match.player;
      const first = rowOfPlayer.get(player.id);
      if (context.taken.has(player.id))
        refuse(DRAFT_MESSAGES.draftCsvPlayerRostered(row, player.player_name));
      else if (first !== undefined)
        refuse(DRAFT_MESSAGES.draftCsvPlayerTwice(row, player.player_name, first));
      else rowOfPlayer.set(player.id, row);
    }
    const placed = round !== null && pick !== null && placeTaken === undefined;
    if (placed && team) teamAt.set(place, team);
    if (placed && team && player) judged.set(place, { row, round, pick, team, player });
  }
  return { judged, teamAt };
}

/**
 * The draft's order from the file's first round, for a draft that has not begun: the team at
 * round 1, pick P picks P-th. Null (with the reasons added) when a drafter has no pick there.
 */
function firstRoundOrder(
  teamAt: ReadonlyMap<string, NamedTeam>,
  drafters: readonly number[],
  teams: readonly NamedTeam[],
  errors: OfflineRowError[],
): number[] | null {
  const order: number[] = [];
  for (let pick = 1; pick <= drafters.length; pick++) {
    const team = teamAt.get(`1.${pick}`)?.id;
    if (team !== undefined && !order.includes(team)) order.push(team);
  }
  const missing = teams.filter((team) => drafters.includes(team.id) && !order.includes(team.id));
  for (const team of missing)
    errors.push({
      row: null,
      order: 0,
      message: DRAFT_MESSAGES.draftCsvFirstRoundMissing(teamText(team)),
    });
  return missing.length === 0 && order.length === drafters.length ? order : null;
}

/**
 * Walks the draft pick by pick as the live engine would: the team the type puts at each pick,
 * passed over when its rule set has no room left (a row there refused); else the file must hold
 * that team's pick, and his player must fit its roster (first fitting slot, as he will land).
 */
async function placePicks(
  trx: Db,
  context: {
    draft: DraftRow;
    order: number[];
    rounds: number;
    judged: ReadonlyMap<string, JudgedRow>;
    teams: readonly NamedTeam[];
    errors: OfflineRowError[];
  },
): Promise<OfflinePick[]> {
  const { draft, order, judged, errors } = context;
  const rosters = await draftRosters(trx, draft.league_id, order);
  const nameOf = (memberId: number) => {
    const team = context.teams.find((candidate) => candidate.id === memberId);
    return team ? teamText(team) : String(memberId);
  };
  const picks: OfflinePick[] = [];
  for (let overall = 1; overall <= order.length * context.rounds; overall++) {
    const slot = teamOnClock(turnOrderOf(draft.type), order.length, overall);
    const memberId = order[slot.orderIndex]!;
    const roster = rosters.get(memberId);
    const written = judged.get(`${slot.round}.${slot.pickInRound}`);
    const refuse = (row: number, message: string) => errors.push({ row, order: 0, message });
    const noRoom = (row: JudgedRow) =>
      refuse(
        row.row,
        DRAFT_MESSAGES.draftCsvNoRoom(row.row, nameOf(memberId), row.player.player_name),
      );
    if (!roster || !hasRoom(roster)) {
      if (written) noRoom(written);
      continue;
    }
    if (!written) {
      errors.push({
        row: null,
        order: overall,
        message: DRAFT_MESSAGES.draftCsvMissingPick(slot.round, slot.pickInRound, nameOf(memberId)),
      });
      continue;
    }
    if (written.team.id !== memberId) {
      refuse(
        written.row,
        DRAFT_MESSAGES.draftCsvWrongTeam(
          written.row,
          slot.round,
          slot.pickInRound,
          nameOf(memberId),
          teamText(written.team),
        ),
      );
      continue;
    }
    if (slotFor(roster, written.player) === null) {
      noRoom(written);
      continue;
    }
    takeSlot(roster, written.player);
    picks.push({
      overall,
      round: slot.round,
      pick: slot.pickInRound,
      memberId,
      playerId: written.player.id,
    });
  }
  return picks;
}

/** The refusal: how many problems, then each on its line (rows first, in order), at most 50. */
function refusalText(errors: readonly OfflineRowError[]): string {
  const sorted = [...errors].sort(
    (a, b) =>
      (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER) || a.order - b.order,
  );
  const listed = sorted.slice(0, DRAFT_CSV_MAX_LISTED_ERRORS).map((error) => error.message);
  const more = sorted.length - listed.length;
  return [
    DRAFT_MESSAGES.draftCsvRefused(sorted.length),
    ...listed,
    ...(more > 0 ? [DRAFT_MESSAGES.draftCsvMoreErrors(more)] : []),
  ].join('\n');
}
