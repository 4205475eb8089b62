import {
  DRAFT_MESSAGES,
  LEAGUE_SIZE,
  ROSTER_TYPE,
  rosterCapacity,
  shuffle,
  takesPartInDraft,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { DraftRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { inTransaction } from '../in-transaction';
import { countMembers, lockLeague } from '../league-lock';
import { rosterRulesOf } from '../league-rules';
import { toRosterRules } from '../roster-context';
import { clockFrom, settleDraft } from './draft-engine';
import { lockDraft } from './draft-rows';
import { leagueTeams } from './draft-settings';

/**
 * The commissioner starts the draft (POST /drafts/start): the league inactive with all its
 * teams; the order drawn at random now (kept, and shown in the room) or the commissioner's set
 * order, which must name every drafter once; as many rounds as the regular rule set has slots;
 * the first pick's clock starts now.
 */
export async function startDraft(
  db: Db,
  leagueId: number,
  commissionerId: number,
  now: Date,
  random: () => number = Math.random,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, leagueId);
    if (league.is_active) throw conflict(DRAFT_MESSAGES.draftLeagueActive);
    const draft = await lockDraft(trx, leagueId);
    if (draft.status !== 'not_started') throw conflict(DRAFT_MESSAGES.draftAlreadyStarted);
    const counts = await countMembers(trx, leagueId);
    if (counts.valid !== LEAGUE_SIZE) throw badRequest(DRAFT_MESSAGES.draftNeedsTeams);

    const teams = await leagueTeams(trx, leagueId);
    const drafterIds = teams
      .filter((team) => takesPartInDraft(team, draft.vampires_draft))
      .map((team) => team.id);
    let order: number[];
    if (draft.order_mode === 'commissioner') {
      const set = await trx
        .selectFrom('draft_teams')
        .select('league_member_id')
        .where('league_id', '=', leagueId)
        .where('set_position', 'is not', null)
        .orderBy('set_position')
        .execute();
      order = set.map((row) => row.league_member_id);
      const complete =
        order.length === drafterIds.length && drafterIds.every((id) => order.includes(id));
      if (!complete) throw badRequest(DRAFT_MESSAGES.draftOrderInvalid);
    } else {
      order = shuffle(drafterIds, random);
    }
    const started = await beginDraft(trx, { draft, teams, order, commissionerId, now });
    await settleDraft(trx, started, now);
  });
}

/** The rounds of a league's draft: as many as its regular rule set has slots. */
export async function draftRounds(trx: Db, leagueId: number): Promise<number> {
  const regular = await rosterRulesOf(trx, leagueId, ROSTER_TYPE.regular);
  if (!regular) throw badRequest(DRAFT_MESSAGES.draftNeedsTeams);
  return rosterCapacity(toRosterRules(regular));
}

/**
 * The draft begins, under its lock, in the order given (member ids, first pick first): each
 * team's place written (none for a team that skips the draft), the first pick on the clock (with
 * no clock in an offline draft) and the start logged. A live start and an offline file both
 * begin here.
 */
export async function beginDraft(
  trx: Db,
  {
    draft,
    teams,
    order,
    commissionerId,
    now,
  }: {
    draft: DraftRow;
    teams: readonly { id: number }[];
    order: readonly number[];
    commissionerId: number;
    now: Date;
  },
): Promise<DraftRow> {
  const leagueId = draft.league_id;
  const rounds = await draftRounds(trx, leagueId);
  await trx
    .updateTable('draft_teams')
    .set({ draft_position: null })
    .where('league_id', '=', leagueId)
    .execute();
  // An auction's teams that draft start with the whole budget (decision 065).
  const auction = draft.type === 'auction';
  for (const team of teams) {
    const position = order.indexOf(team.id);
    const draftPosition = position === -1 ? null : position + 1;
    const budgetLeft = auction && draftPosition !== null ? draft.budget : null;
    await trx
      .insertInto('draft_teams')
      .values({
        league_id: leagueId,
        league_member_id: team.id,
        draft_position: draftPosition,
        budget_left: budgetLeft,
      })
      .onConflict((oc) =>
        oc
          .columns(['league_id', 'league_member_id'])
          .doUpdateSet({ draft_position: draftPosition, budget_left: budgetLeft }),
      )
      .execute();
  }
  const started = await trx
    .updateTable('drafts')
    .set({
      status: 'running',
      team_count: order.length,
      rounds,
      current_overall: 1,
      deadline: clockFrom(draft, now),
      remaining_ms: null,
      started_at: now,
      // An auction's first nomination is the first team's (the lot numbers count from 1).
      nominator_id: auction ? (order[0] ?? null) : null,
    })
    .where('league_id', '=', leagueId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('draft_events')
    .values({ league_id: leagueId, kind: 'start', by_member_id: commissionerId, at: now })
    .execute();
  return started;
}
