// The kickoff load's world on PostgreSQL: the demo season and the demo league, seeded and its
// ended weeks finalized by the api's own code, then cloned set-based into as many leagues as a
// step needs — every member signed in, and a plan for the members who manage their team while
// the games are on.
import { randomBytes } from 'node:crypto';
import { apiModule } from './bench-database.mjs';

const CLONE_NAME = 'Kickoff League';

/** Seeds the demo as `pnpm start` does and finalizes its ended weeks; the demo league's id and week. */
export async function seedDemoLeague(db, now) {
  const { seedDemoIfEmpty } = await apiModule('demo/seed-demo.ts');
  const { createClock } = await apiModule('clock.ts');
  const { readConfig } = await apiModule('config.ts');
  const { finalizeEndedWeeks } = await apiModule('services/finalize-weeks.ts');
  const { currentFantasyWeek } = await apiModule('services/lineup-lock.ts');
  const seeded = await seedDemoIfEmpty(db, createClock(now), readConfig({ SEED_DEMO: '1' }));
  await finalizeEndedWeeks(db, new Date(now));
  const league = await db
    .selectFrom('leagues')
    .select('season')
    .where('id', '=', seeded.demoLeagueId)
    .executeTakeFirstOrThrow();
  const week = await currentFantasyWeek(db, league.season, new Date(now));
  return { demoLeagueId: seeded.demoLeagueId, season: league.season, week: week.week };
}

async function columnsOf(db, sql, table, except) {
  const { rows } = await sql`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.map((row) => row.column_name).filter((column) => !except.includes(column));
}

/**
 * Clones of the demo league, as many as asked for: the league, its rules, one new user per team
 * (signed in: a session whose token is `tokenPrefix` + the user id), the members, their rosters
 * and the schedule with the scores of the finalized weeks. The frozen lineups of those weeks are
 * left out: the load reads the live week only.
 */
export function demoLeagueClones(db, sql, demoLeagueId) {
  const tokenPrefix = `${randomBytes(18).toString('base64url')}-`;
  let cloned = [];
  const copy = async (trx, table, leagueIds, { memberColumns = [] } = {}) => {
    const columns = await columnsOf(db, sql, table, ['id', 'league_id', ...memberColumns]);
    const list = (prefix) => sql.join(columns.map((column) => sql.ref(`${prefix}.${column}`)));
    const target = sql.join(['league_id', ...memberColumns, ...columns].map((c) => sql.ref(c)));
    // Each member column of a demo row becomes the same team's member in the clone.
    const members = memberColumns.map(
      (column, i) =>
        sql`join member_map ${sql.ref(`m${i}`)} on ${sql.ref(`m${i}.demo_id`)} = ${sql.ref(`t.${column}`)}
          and ${sql.ref(`m${i}.league_id`)} = l.id`,
    );
    await sql`
      with member_map as (
        select nm.id as new_id, nm.league_id, dm.id as demo_id
        from league_members nm
        join users u on u.id = nm.user_id
        join league_members dm on dm.league_id = ${demoLeagueId}
          and u.username = 'kickoff_' || nm.league_id || '_' || dm.id
        where nm.league_id = any(${sql.val(leagueIds)}::int[])
      )
      insert into ${sql.table(table)} (${target})
      select l.id, ${sql.join([...memberColumns.map((_, i) => sql.ref(`m${i}.new_id`)), list('t')])}
      from unnest(${sql.val(leagueIds)}::int[]) as l(id)
      join ${sql.table(table)} t on t.league_id = ${demoLeagueId}
      ${sql.join(members, sql` `)}`.execute(trx);
  };
  return {
    tokenPrefix,
    /** The clones' league ids, oldest first. */
    get leagueIds() {
      return cloned;
    },
    /** Clones the demo league until there are `count` clones; analyzes what grew. */
    async growTo(count) {
      if (cloned.length >= count) return;
      const from = cloned.length;
      const added = await db.transaction().execute(async (trx) => {
        const leagueColumns = await columnsOf(db, sql, 'leagues', ['id', 'name']);
        const { rows } = await sql`
          insert into leagues (name, ${sql.join(leagueColumns.map((c) => sql.ref(c)))})
          select ${CLONE_NAME} || ' ' || i, ${sql.join(leagueColumns.map((c) => sql.ref(`demo.${c}`)))}
          from leagues demo, generate_series(${from + 1}::int, ${count}::int) i
          where demo.id = ${demoLeagueId}
          order by i
          returning id`.execute(trx);
        const ids = rows.map((row) => row.id);
        for (const table of ['roster_rules', 'scoring_rules', 'waiver_rules'])
          await copy(trx, table, ids);
        await sql`
          insert into users (username, email_address, first_name, last_name, password_hash)
          select 'kickoff_' || l.id || '_' || m.id, 'kickoff_' || l.id || '_' || m.id || '@fangtasy.bench',
            u.first_name, u.last_name, u.password_hash
          from unnest(${sql.val(ids)}::int[]) as l(id)
          join league_members m on m.league_id = ${demoLeagueId} and m.role in ('commish', 'player')
          join users u on u.id = m.user_id`.execute(trx);
        const memberColumns = await columnsOf(db, sql, 'league_members', [
          'id',
          'league_id',
          'user_id',
        ]);
        await sql`
          insert into league_members (league_id, user_id, ${sql.join(memberColumns.map((c) => sql.ref(c)))})
          select l.id, nu.id, ${sql.join(memberColumns.map((c) => sql.ref(`m.${c}`)))}
          from unnest(${sql.val(ids)}::int[]) as l(id)
          join league_members m on m.league_id = ${demoLeagueId} and m.role in ('commish', 'player')
          join users nu on nu.username = 'kickoff_' || l.id || '_' || m.id`.execute(trx);
        await copy(trx, 'rostered_players', ids, { memberColumns: ['league_member_id'] });
        await copy(trx, 'schedules', ids, {
          memberColumns: ['home_league_member', 'away_league_member'],
        });
        // Signed in as the login route signs in: a session row holding the token's SHA-256.
        await sql`
          insert into sessions (token_hash, user_id, expires_at)
          select encode(sha256(convert_to(${tokenPrefix} || m.user_id, 'UTF8')), 'hex'), m.user_id,
            now() + interval '1 day'
          from league_members m where m.league_id = any(${sql.val(ids)}::int[])`.execute(trx);
        return ids;
      });
      cloned = [...cloned, ...added];
      await sql`analyze`.execute(db);
    },
  };
}

/**
 * What each demo team's manager does during the games, by demo member id: toggles a bench player
 * and a starter of the same position in the starter's slot (both games not yet kicked off, so the
 * lineup lock allows it), and claims a free agent of the position of a bench player he would drop.
 */
export async function managerPlans(db, sql, { demoLeagueId, season, week, now }) {
  const { rows: roster } = await sql`
    select m.id as member_id, coalesce(m.remaining_faab_budget, 0) as budget, rp.player_id,
      rp.roster_position, p.position,
      exists (
        select 1 from nfl_games g
        where g.season = ${season} and g.week = ${week} and g.kickoff <= ${now}
          and (g.home_team = p.team or g.away_team = p.team)
      ) as locked
    from league_members m
    join rostered_players rp on rp.league_member_id = m.id and rp.is_rostered = 1
    join players p on p.id = rp.player_id
    where m.league_id = ${demoLeagueId} and m.role in ('commish', 'player')
    order by m.id, rp.id`.execute(db);
  const { rows: freeAgents } = await sql`
    select p.id, p.position from players p
    where p.is_injured = 0
      and not exists (
        select 1 from rostered_players rp
        where rp.league_id = ${demoLeagueId} and rp.player_id = p.id and rp.is_rostered = 1
      )
      and not exists (
        select 1 from nfl_games g
        where g.season = ${season} and g.week = ${week} and g.kickoff <= ${now}
          and (g.home_team = p.team or g.away_team = p.team)
      )
    order by p.id`.execute(db);
  const claimed = new Set();
  const plans = new Map();
  for (const memberId of new Set(roster.map((row) => row.member_id))) {
    const players = roster.filter((row) => row.member_id === memberId && !row.locked);
    const bench = players.filter((row) => row.roster_position === 'BENCH');
    // A slot named after its position (QB1, RB2, ...) takes any player of that position.
    const starter = players.find((row) =>
      bench.some((b) => b.position === row.position && row.roster_position.startsWith(b.position)),
    );
    const drop = bench.find((b) =>
      freeAgents.some((f) => f.position === b.position && !claimed.has(f.id)),
    );
    if (!starter || !drop) continue;
    const target = freeAgents.find((f) => f.position === drop.position && !claimed.has(f.id));
    claimed.add(target.id);
    const swap = bench.find((b) => b.position === starter.position);
    const { budget } = roster.find((row) => row.member_id === memberId);
    plans.set(memberId, {
      move: { slot: starter.roster_position, playerIds: [swap.player_id, starter.player_id] },
      claim: {
        playerId: target.id,
        dropPlayerId: drop.player_id,
        bids: [Math.min(3, budget), Math.min(7, budget)],
      },
    });
  }
  return plans;
}

/**
 * The signed-in members of the first `count` clones, as the load generator needs them; managers
 * (the first `managersPerLeague` teams with a plan) carry their plan with rostered-player ids.
 */
export async function loadMembers(db, sql, clones, plans, { count, managersPerLeague }) {
  const leagueIds = clones.leagueIds.slice(0, count);
  const managerDemoIds = [...plans.keys()].slice(0, managersPerLeague);
  const { rows } = await sql`
    select m.id, m.league_id, m.user_id, split_part(u.username, '_', 3)::int as demo_id
    from league_members m join users u on u.id = m.user_id
    where m.league_id = any(${sql.val(leagueIds)}::int[])
    order by m.league_id, m.id`.execute(db);
  const { rows: rostered } = await sql`
    select rp.id, rp.league_member_id, rp.player_id from rostered_players rp
    where rp.league_id = any(${sql.val(leagueIds)}::int[]) and rp.is_rostered = 1`.execute(db);
  const rosteredId = new Map(
    rostered.map((row) => [`${row.league_member_id}:${row.player_id}`, row.id]),
  );
  const idOf = (memberId, playerId) => rosteredId.get(`${memberId}:${playerId}`);
  return rows.map((member) => {
    const plan = managerDemoIds.includes(member.demo_id) ? plans.get(member.demo_id) : null;
    return {
      memberId: member.id,
      leagueId: member.league_id,
      token: `${clones.tokenPrefix}${member.user_id}`,
      ...(plan
        ? {
            move: {
              slot: plan.move.slot,
              rosteredIds: plan.move.playerIds.map((playerId) => idOf(member.id, playerId)),
            },
            claim: {
              playerId: plan.claim.playerId,
              dropId: idOf(member.id, plan.claim.dropPlayerId),
              bids: plan.claim.bids,
            },
          }
        : {}),
    };
  });
}
