import type { Flag, LeagueMember, MemberRole, Membership } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { leagueSeasonFacts } from './playoffs/league-season';

/** A membership as members see it: the team, its owner's public names and the waiver order. */
export type MemberView = LeagueMember;
/** A membership joined with its league, as the landing page lists them. */
export type MembershipView = Membership;

function memberQuery(db: Db) {
  return db
    .selectFrom('league_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.league_id',
      'm.user_id',
      'm.role',
      'm.is_vamp',
      'm.team_name',
      'm.remaining_faab_budget',
      'm.waiver_order',
      'u.username',
      'u.first_name',
      'u.last_name',
    ]);
}

const asMember = <T extends { is_vamp: number; role: string }>(row: T) => ({
  ...row,
  role: row.role as MemberRole,
  is_vamp: (row.is_vamp ? 1 : 0) as Flag,
});

/**
 * The memberships that hold one of a league's 10 spots: teams (player, commish) and pending
 * invitations, which reserve theirs (Add Member lists them); screens that show teams keep only
 * player and commish. A declined invitation holds no spot and is left out, so a rules §7 client that
 * counts free spots as ten minus this list counts right.
 */
export async function membersOfLeague(db: Db, leagueId: number): Promise<MemberView[]> {
  const rows = await memberQuery(db)
    .where('m.league_id', '=', leagueId)
    .where('m.role', '!=', 'declined')
    .orderBy('m.id')
    .execute();
  return rows.map(asMember);
}

/** One membership of a league, any role, or null. */
export async function memberOfLeague(
  db: Db,
  leagueId: number,
  userId: number,
): Promise<MemberView | null> {
  const row = await memberQuery(db)
    .where('m.league_id', '=', leagueId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row ? asMember(row) : null;
}

/**
 * All of a user's memberships with their league's name and state — invitations and declined
 * ones included: the landing page splits them into 'Your Leagues' and 'League Invitations' —
 * and where each league's season stands, with its champion once decided.
 */
export async function membershipsOfUser(db: Db, userId: number): Promise<MembershipView[]> {
  const rows = await memberQuery(db)
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .select(['l.name as league_name', 'l.is_active', 'l.season'])
    .where('m.user_id', '=', userId)
    // A mock draft's league is a practice only its draft page opens (decision 067).
    .where('l.mock_owner_id', 'is', null)
    .orderBy('m.league_id')
    .execute();
  const facts = await leagueSeasonFacts(
    db,
    rows.map((row) => row.league_id),
  );
  // The league's name under the League entity's field and under the one the landing page reads.
  return rows.map((row) => {
    const season = facts.get(row.league_id);
    return {
      ...asMember(row),
      name: row.league_name,
      is_active: (row.is_active ? 1 : 0) as Flag,
      league_status: season?.status ?? 'not_active',
      champion: season?.champion ?? null,
      previous_league_id: season?.previous_league_id ?? null,
      next_league_id: season?.next_league_id ?? null,
    };
  });
}
