import {
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
  DEFAULT_WAIVER_RULES,
  MESSAGES,
  MOCK_DRAFT_BOTS,
  MOCK_DRAFT_KEPT_MS,
  MOCK_DRAFT_LEAGUE_NAME,
  MOCK_DRAFT_MESSAGES,
  MOCK_DRAFT_START_INTERVAL_MS,
  mockBotTeamName,
  type DraftType,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { notFound, tooManyRequests } from '../../errors';
import type { ScheduledJob } from '../../scheduler/jobs';
import { inTransaction } from '../in-transaction';
import { insertLeagueRules } from '../league-rules';
import { insertPlayoffRules } from '../playoffs/playoff-rules';
import { seasonForNow } from '../season';
import { defaultTeamName } from '../team-names';
import { lockDraft } from './draft-rows';
import { startDraft } from './start-draft';

/** What the member chose for his mock draft: a real league's settings, and his place. */
export interface MockDraftChoice {
  type: DraftType;
  pick_seconds: number;
  /** 1 picks first; null draws it. */
  draft_position: number | null;
}

/**
 * Starts a member's mock draft (docs/decisions/067), all in one transaction: his previous mock
 * draft deleted, a league of his own (`mock_owner_id`, inactive, the wizard's default rules)
 * with his team and nine bots' teams on autopick, the order set with his team at the place he
 * chose (or drawn), and the draft started by the live draft's engine — so the bots ahead of him
 * have picked by the time this answers. Answers the league's id.
 */
export async function startMockDraft(
  db: Db,
  userId: number,
  choice: MockDraftChoice,
  now: Date,
  random: () => number = Math.random,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    // One start at a time per member: the second waits here, then sees the first's league.
    const owner = await trx
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('id', '=', userId)
      .where('is_bot', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!owner) throw notFound(MESSAGES.userNotFound);
    const previous = await trx
      .selectFrom('leagues')
      .select(['id', 'created_at'])
      .where('mock_owner_id', '=', userId)
      .executeTakeFirst();
    if (previous) {
      const waitedMs = now.getTime() - new Date(previous.created_at).getTime();
      if (waitedMs < MOCK_DRAFT_START_INTERVAL_MS)
        throw tooManyRequests(
          MOCK_DRAFT_MESSAGES.mockDraftTooSoon(MOCK_DRAFT_START_INTERVAL_MS / 1000),
        );
      // Its draft, teams, rosters and log go with it (every table cascades from the league).
      await trx.deleteFrom('leagues').where('id', '=', previous.id).execute();
    }
    const bots = await trx
      .selectFrom('users')
      .select('id')
      .where('is_bot', '=', true)
      .orderBy('id')
      .limit(MOCK_DRAFT_BOTS)
      .execute();
    if (bots.length < MOCK_DRAFT_BOTS)
      throw new Error('migration 024: the bot accounts are missing');

    const league = await trx
      .insertInto('leagues')
      .values({
        name: MOCK_DRAFT_LEAGUE_NAME,
        is_active: 0,
        season: await seasonForNow(trx, now),
        created_by: null,
        created_at: now,
        mock_owner_id: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const leagueId = league.id;
    await insertLeagueRules(trx, leagueId, {
      regular: DEFAULT_ROSTER_RULES,
      vampire: DEFAULT_ROSTER_RULES,
      scoring: DEFAULT_SCORING_RULES,
      waiver: DEFAULT_WAIVER_RULES,
      trade: DEFAULT_TRADE_RULES,
      bite: DEFAULT_BITE_RULES,
    });
    await insertPlayoffRules(trx, leagueId, DEFAULT_PLAYOFF_RULES);
    // The owner is a player of the league, not its commissioner: nothing a commissioner does
    // (invite, activate, change rules) is his to do in a league that is only a practice.
    const teams = [
      { userId, teamName: defaultTeamName(owner.first_name), bot: false },
      ...bots.map((bot, index) => ({
        userId: bot.id,
        teamName: mockBotTeamName(index + 1),
        bot: true,
      })),
    ];
    const members = await trx
      .insertInto('league_members')
      .values(
        teams.map((team) => ({
          league_id: leagueId,
          user_id: team.userId,
          role: 'player' as const,
          is_vamp: 0,
          team_name: team.teamName,
          remaining_faab_budget: DEFAULT_ROSTER_RULES.beginning_faab,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    const memberOf = (user: number) => members.find((member) => member.user_id === user)!.id;
    const ownerMemberId = memberOf(userId);
    const botMemberIds = bots.map((bot) => memberOf(bot.id));
    const place = choice.draft_position ?? 1 + Math.floor(random() * (MOCK_DRAFT_BOTS + 1));
    const order = [...botMemberIds];
    order.splice(place - 1, 0, ownerMemberId);

    await lockDraft(trx, leagueId);
    await trx
      .updateTable('drafts')
      .set({ type: choice.type, order_mode: 'commissioner', pick_seconds: choice.pick_seconds })
      .where('league_id', '=', leagueId)
      .execute();
    await trx
      .insertInto('draft_teams')
      .values(
        order.map((memberId, index) => ({
          league_id: leagueId,
          league_member_id: memberId,
          set_position: index + 1,
          autopick: memberId !== ownerMemberId,
        })),
      )
      .execute();
    await startDraft(trx, leagueId, ownerMemberId, now, random);
    return leagueId;
  });
}

/** The member's mock draft's league, or null. */
export async function mockDraftOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('leagues')
    .select('id')
    .where('mock_owner_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Deletes the mock drafts started longer ago than they are kept, finished or abandoned. */
export async function deleteOldMockDrafts(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('leagues')
    .where('mock_owner_id', 'is not', null)
    .where('created_at', '<', new Date(now.getTime() - MOCK_DRAFT_KEPT_MS))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export const mockDraftCleanupJob: ScheduledJob = {
  name: 'old mock drafts',
  run: async ({ db, clock }) => {
    await deleteOldMockDrafts(db, clock.now());
  },
};
