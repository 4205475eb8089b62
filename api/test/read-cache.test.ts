import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import {
  WEEK_10,
  WEEK_9,
  addGame,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
  type RosterLeague,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// The cache of heavy league reads (src/read-cache): answers are reused only while the caller,
// the URL, the league's and the NFL data's read versions and the league clock are unchanged.

let t: TestApp;
let league: RosterLeague;
let otherLeague: RosterLeague;
let starter: number;
let benched: number;
let team: string;

const versionOf = async (scope: string) =>
  Number(
    (
      await t.db
        .selectFrom('read_versions')
        .select('version')
        .where('scope', '=', scope)
        .executeTakeFirst()
    )?.version ?? 0,
  );

const myTeamUrl = () => `/rostered_players/myTeam/${league.leagueId}`;
type MyTeamAnswer = { players: { id: number; roster_position: string; is_locked: boolean }[] };
const slotOf = (answer: MyTeamAnswer, rosteredId: number) =>
  answer.players.find((player) => player.id === rosteredId)?.roster_position;

let listening: Promise<string> | undefined;

/** A GET over a real socket, the bytes as sent (no client decoding): what a browser receives. */
async function getOverSocket(path: string, headers: Record<string, string>) {
  listening ??= t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = await listening;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: WEEK_10.thursday.toISOString() });
  await addSeasonWeeks(t);
  league = await createRosterLeague(t, { teams: 2 });
  otherLeague = await createRosterLeague(t, { teams: 2 });
  team = uniqueTeam();
  await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
  starter = await rosterPlayer(
    t,
    league,
    league.commish,
    await createPlayer(t, { position: 'QB', team }),
    'QB1',
  );
  benched = await rosterPlayer(
    t,
    league,
    league.commish,
    await createPlayer(t, { position: 'RB', team }),
  );
});

afterAll(async () => {
  await t.close();
});

describe('read versions', () => {
  it('are raised by a trigger on every table that names a league', async () => {
    const { rows } = await sql<{ table_name: string; has_trigger: boolean }>`
      select c.table_name, exists (
        select 1 from pg_trigger tg join pg_class rel on rel.oid = tg.tgrelid
        where rel.relname = c.table_name and tg.tgname = c.table_name || '_read_version'
      ) as has_trigger
      from information_schema.columns c
      where c.table_schema = current_schema() and c.column_name = 'league_id'`.execute(t.db);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => !row.has_trigger).map((row) => row.table_name)).toEqual([]);
  });

  it("raise a league's counter once per committed transaction that changes its rows", async () => {
    const before = await versionOf(`league:${league.leagueId}`);
    const otherBefore = await versionOf(`league:${otherLeague.leagueId}`);
    await t.db.transaction().execute(async (trx) => {
      for (const name of ['A', 'B', 'C'])
        await trx
          .updateTable('league_members')
          .set({ team_name: `Team ${name}` })
          .where('id', '=', league.commish.memberId)
          .execute();
    });
    expect(await versionOf(`league:${league.leagueId}`)).toBe(before + 1);
    expect(await versionOf(`league:${otherLeague.leagueId}`)).toBe(otherBefore);
    // The league's own row counts too.
    await t.db
      .updateTable('leagues')
      .set({ name: 'Renamed League' })
      .where('id', '=', otherLeague.leagueId)
      .execute();
    expect(await versionOf(`league:${otherLeague.leagueId}`)).toBe(otherBefore + 1);

    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('league_members')
          .set({ team_name: 'Never' })
          .where('id', '=', league.commish.memberId)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(`league:${league.leagueId}`)).toBe(before + 1);
  });

  it('raise each scope once for a transaction of many rows and tables, deletes included', async () => {
    const scopes = [
      `league:${league.leagueId}`,
      `league:${otherLeague.leagueId}`,
      `matchups:${league.leagueId}`,
      `matchups:${otherLeague.leagueId}`,
    ];
    const before = await Promise.all(scopes.map(versionOf));
    const player = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const logged = await t.db.transaction().execute(async (trx) => {
      for (const [index, member] of [...league.teams, ...otherLeague.teams].entries())
        await trx
          .updateTable('league_members')
          .set({ team_name: `Renamed ${index}` })
          .where('id', '=', member.memberId)
          .execute();
      await trx
        .updateTable('leagues')
        .set({ name: 'Renamed once more' })
        .where('id', '=', league.leagueId)
        .execute();
      return trx
        .insertInto('league_transactions')
        .values({
          league_id: league.leagueId,
          league_member_id: league.commish.memberId,
          kind: 'add',
          player_id: player,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    expect(await Promise.all(scopes.map(versionOf))).toEqual(before.map((v) => v + 1));

    // A delete alone raises its league too (its trigger reads the row as it was).
    await t.db.deleteFrom('league_transactions').where('id', '=', logged.id).execute();
    expect(await versionOf(scopes[0]!)).toBe(before[0]! + 2);
    expect(await versionOf(scopes[1]!)).toBe(before[1]! + 1);
  });

  it('take back with a rolled-back savepoint only what it changed', async () => {
    const scope = `league:${league.leagueId}`;
    const otherScope = `league:${otherLeague.leagueId}`;
    const before = await versionOf(scope);
    const otherBefore = await versionOf(otherScope);
    const rename = (db: typeof t.db, leagueId: number, name: string) =>
      db.updateTable('leagues').set({ name }).where('id', '=', leagueId).execute();

    // Changed only inside the savepoint: nothing of the league commits, nor its version.
    await t.db.transaction().execute(async (trx) => {
      await sql`savepoint undone`.execute(trx);
      await rename(trx, league.leagueId, 'Never seen');
      await sql`rollback to savepoint undone`.execute(trx);
      await rename(trx, otherLeague.leagueId, 'Seen');
    });
    expect(await versionOf(scope)).toBe(before);
    expect(await versionOf(otherScope)).toBe(otherBefore + 1);

    // Changed again after the savepoint is undone: that change commits, and raises the version.
    await t.db.transaction().execute(async (trx) => {
      await sql`savepoint undone`.execute(trx);
      await rename(trx, league.leagueId, 'Never seen');
      await sql`rollback to savepoint undone`.execute(trx);
      await rename(trx, league.leagueId, 'Seen at last');
    });
    expect(await versionOf(scope)).toBe(before + 1);
  });

  it('raise the NFL counter for any change to players, games, weeks or stats', async () => {
    const before = await versionOf('nfl');
    await createPlayer(t, { position: 'WR', team: uniqueTeam() });
    expect(await versionOf('nfl')).toBe(before + 1);
  });

  it('raise the NFL counter once for a transaction of many statements', async () => {
    const before = await versionOf('nfl');
    await t.db.transaction().execute(async (trx) => {
      for (const name of ['One', 'Two', 'Three'])
        await trx
          .insertInto('players')
          .values({
            external_id: `statement-${name}-${Date.now()}`,
            player_name: `Statement ${name}`,
            position: 'K',
            team: uniqueTeam(),
          })
          .execute();
    });
    expect(await versionOf('nfl')).toBe(before + 1);
  });

  it('queue versions on conditions that call no function written in SQL', async () => {
    // A trigger's WHEN condition is prepared again for every statement that fires it, and a
    // function written in SQL there (text || integer is one) is inlined by parsing its body:
    // about a tenth of the server's time in a waiver run, for nothing the condition needs.
    const { rows } = await sql<{ trigger: string; fn: string }>`
      select t.tgname as trigger, p.oid::regprocedure::text as fn
      from pg_trigger t
      cross join lateral regexp_matches(t.tgqual::text, ':(?:op)?funcid (\\d+)', 'g') as m(id)
      join pg_proc p on p.oid = m.id[1]::oid
      join pg_language l on l.oid = p.prolang
      where not t.tgisinternal and t.tgqual is not null and l.lanname = 'sql'`.execute(t.db);
    expect(rows).toEqual([]);
    // The conditions are there to be checked.
    const { rows: conditions } = await sql<{ n: number }>`
      select count(*)::int as n from pg_trigger where not tgisinternal and tgqual is not null`.execute(
      t.db,
    );
    expect(conditions[0]!.n).toBeGreaterThan(40);
  });

  it('leave a connection no setting per scope it raised', async () => {
    // PostgreSQL 15 re-sorts every setting name a session knows on each new one: a pooled
    // connection that marked each league it raised in a setting of its own grew slower with
    // every league it ever wrote to.
    const leagueIds = [league.leagueId, otherLeague.leagueId];
    const left = await t.db.connection().execute(async (conn) => {
      for (const leagueId of leagueIds)
        await conn.transaction().execute((trx) =>
          trx
            .updateTable('leagues')
            .set({ name: `Once more ${leagueId}` })
            .where('id', '=', leagueId)
            .execute(),
        );
      const { rows } = await sql<{ name: string }>`
        select name from unnest(${sql.val(
          leagueIds.flatMap((id) => [
            `fangtasy.raised_league_${id}`,
            `fangtasy.raised_matchups_${id}`,
          ]),
        )}::text[]) as name
        where current_setting(name, true) is not null`.execute(conn);
      return rows.map((row) => row.name);
    });
    expect(left).toEqual([]);
  });
});

describe('cached league reads', () => {
  it('answer a repeated read from the cache, and a change at once', async () => {
    const first = await call(t, league.commish, 'GET', myTeamUrl());
    const again = await call(t, league.commish, 'GET', myTeamUrl());
    expect(first.headers['x-read-cache']).toBe('miss');
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(slotOf(again.json(), benched)).toBe('BENCH');

    const move = await call(t, league.commish, 'POST', '/rostered_players/move', {
      league_member_id: league.commish.memberId,
      rostered_player_id: benched,
      target_slot: 'RB1',
    });
    expect(move.statusCode).toBe(200);
    const after = await call(t, league.commish, 'GET', myTeamUrl());
    expect(after.headers['x-read-cache']).toBe('miss');
    expect(slotOf(after.json(), benched)).toBe('RB1');
  });

  it('see a change made through another api process on the same database', async () => {
    const other: App = await buildApp({ db: t.db, config: t.config, clock: t.clock });
    await other.ready();
    try {
      await call(t, league.commish, 'GET', myTeamUrl());
      const cached = await call(t, league.commish, 'GET', myTeamUrl());
      expect(cached.headers['x-read-cache']).toBe('hit');
      const move = await other.inject({
        method: 'POST',
        url: '/rostered_players/move',
        headers: { cookie: league.commish.cookie },
        payload: {
          league_member_id: league.commish.memberId,
          rostered_player_id: benched,
          target_slot: 'BENCH',
        },
      });
      expect(move.statusCode).toBe(200);
      const after = await call(t, league.commish, 'GET', myTeamUrl());
      expect(slotOf(after.json(), benched)).toBe('BENCH');
    } finally {
      await other.close();
    }
  });

  it('key answers to the league clock: a kickoff locks the players at once', async () => {
    await call(t, league.commish, 'GET', myTeamUrl());
    const before = (await call(t, league.commish, 'GET', myTeamUrl())).json() as MyTeamAnswer;
    expect(before.players.find((p) => p.id === starter)?.is_locked).toBe(false);
    t.clock.set(WEEK_10.sundayAfternoon);
    try {
      const after = await call(t, league.commish, 'GET', myTeamUrl());
      expect(after.headers['x-read-cache']).toBe('miss');
      expect((after.json() as MyTeamAnswer).players.find((p) => p.id === starter)?.is_locked).toBe(
        true,
      );
    } finally {
      t.clock.set(WEEK_10.thursday);
    }
  });

  it("never give one member another's answer", async () => {
    const [, player] = league.teams;
    await call(t, league.commish, 'GET', myTeamUrl());
    const theirs = await call(t, player!, 'GET', myTeamUrl());
    expect(theirs.headers['x-read-cache']).toBe('miss');
    expect((theirs.json() as MyTeamAnswer).players).toEqual([]);
  });

  it('refuse a signed-out session even when its answer is cached', async () => {
    const [, player] = league.teams;
    await call(t, player!, 'GET', myTeamUrl());
    expect((await call(t, player!, 'GET', myTeamUrl())).headers['x-read-cache']).toBe('hit');
    expect((await call(t, player!, 'POST', '/users/logout')).statusCode).toBe(204);
    const after = await call(t, player!, 'GET', myTeamUrl());
    expect(after.statusCode).toBe(401);
  });

  it('never cache a refusal: a member who joins later reads the league', async () => {
    const outsider = otherLeague.commish;
    const refused = await call(t, outsider, 'GET', myTeamUrl());
    expect(refused.statusCode).toBe(403);
    expect((await call(t, outsider, 'GET', myTeamUrl())).headers['x-read-cache']).toBe('miss');
    await t.db
      .insertInto('league_members')
      .values({ league_id: league.leagueId, user_id: outsider.userId, role: 'player' })
      .execute();
    expect((await call(t, outsider, 'GET', myTeamUrl())).statusCode).toBe(200);
  });

  it('score season points anew after a stat correction, sharing them only on equal rules', async () => {
    const team2 = uniqueTeam();
    await addGame(t, { home: team2, away: uniqueTeam(), kickoff: WEEK_9.sunday, week: 9 });
    const runner = await createPlayer(t, { position: 'RB', team: team2 });
    await t.db
      .insertInto('weekly_stats')
      .values({ player_id: runner, season: 2025, week: 9, team: team2, rushing_yards: 50 })
      .execute();
    const pointsIn = async (where: RosterLeague) => {
      const answer = await call(
        t,
        where.commish,
        'GET',
        `/players/search?league_id=${where.leagueId}&team=${team2}&sort=season_points`,
      );
      return (answer.json() as { players: { season_points: number }[] }).players[0]?.season_points;
    };
    expect(await pointsIn(league)).toBe(5);
    await t.db
      .updateTable('weekly_stats')
      .set({ rushing_yards: 80 })
      .where('player_id', '=', runner)
      .execute();
    expect(await pointsIn(league)).toBe(8);
    const generous = await createRosterLeague(t, { teams: 1, scoring: { rushing_yards: 0.2 } });
    expect(await pointsIn(generous)).toBe(16);
    expect(await pointsIn(league)).toBe(8);
  });
});

describe('entity tags of polled reads', () => {
  const poll = (team: RosterLeague['commish'], etag?: string, url = myTeamUrl()) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: team.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  it('answer 304 with no body exactly while nothing the answer depends on changed', async () => {
    const first = await poll(league.commish);
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await poll(league.commish, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // Another process on the same database, with nothing of this answer in its memory, agrees.
    const other: App = await buildApp({ db: t.db, config: t.config, clock: t.clock });
    await other.ready();
    try {
      const elsewhere = await other.inject({
        method: 'GET',
        url: myTeamUrl(),
        // The tag written strong matches too (If-None-Match compares weakly).
        headers: { cookie: league.commish.cookie, 'if-none-match': `${etag.slice(2)}, "other"` },
      });
      expect(elsewhere.statusCode).toBe(304);
    } finally {
      await other.close();
    }

    // A lineup move changes the answer: a full 200 with a new tag, which then answers 304.
    const move = await call(t, league.commish, 'POST', '/rostered_players/move', {
      league_member_id: league.commish.memberId,
      rostered_player_id: benched,
      target_slot: 'RB1',
    });
    expect(move.statusCode).toBe(200);
    const moved = await poll(league.commish, etag);
    expect(moved.statusCode).toBe(200);
    expect(slotOf(moved.json(), benched)).toBe('RB1');
    const movedTag = moved.headers.etag as string;
    expect(movedTag).not.toBe(etag);
    expect((await poll(league.commish, movedTag)).statusCode).toBe(304);

    // So do new NFL data and a moved clock.
    await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const afterData = await poll(league.commish, movedTag);
    expect(afterData.statusCode).toBe(200);
    t.clock.set(WEEK_10.sundayAfternoon);
    try {
      const afterKickoff = await poll(league.commish, afterData.headers.etag as string);
      expect(afterKickoff.statusCode).toBe(200);
    } finally {
      t.clock.set(WEEK_10.thursday);
    }
  });

  it('go out compressed to a caller that accepts it, the same JSON once decoded', async () => {
    const plain = await poll(league.commish);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        method: 'GET',
        url: myTeamUrl(),
        headers: { cookie: league.commish.cookie, 'accept-encoding': encoding },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
      // The same tag, whatever the encoding: a 304 needs no body to encode.
      expect(packed.headers.etag).toBe(plain.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url: myTeamUrl(),
        headers: {
          cookie: league.commish.cookie,
          'accept-encoding': encoding,
          'if-none-match': plain.headers.etag as string,
        },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('decode to the same JSON whichever encoding asked first, computed or answered from memory', async () => {
    const decoders = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      identity: (bytes: Buffer) => bytes,
    } as const;
    for (const first of ['br', 'gzip', 'identity'] as const) {
      // A fresh league: its first read is computed, every later one answered from the cache.
      const fresh = await createRosterLeague(t, { teams: 2 });
      // A roster large enough that any host compresses its answer as a stream (the plugin's
      // inline path takes small answers only, its size bound set by the host's cores).
      for (let i = 0; i < 150; i += 1) {
        const name = `Long Named Bench Player ${i} `.repeat(12);
        const playerId = await createPlayer(t, { name, position: 'WR', team: 'ZZA' });
        await rosterPlayer(t, fresh, fresh.commish, playerId);
      }
      const answers = [];
      for (const [index, encoding] of (
        [first, 'br', 'gzip', 'identity', first] as const
      ).entries()) {
        const reply = await getOverSocket(`/rostered_players/myTeam/${fresh.leagueId}`, {
          cookie: fresh.commish.cookie,
          'accept-encoding': encoding,
        });
        expect(reply.status).toBe(200);
        expect(reply.headers['x-read-cache']).toBe(index === 0 ? 'miss' : 'hit');
        expect(reply.headers['content-encoding'] ?? 'identity').toBe(encoding);
        if (reply.headers['content-length'] !== undefined)
          expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
        answers.push(JSON.parse(decoders[encoding](reply.body).toString('utf8')));
      }
      expect(JSON.stringify(answers[0]).length).toBeGreaterThan(64 * 1024);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });

  it("never answer 304 to another member's tag, nor to a signed-out session", async () => {
    const fresh = await createRosterLeague(t, { teams: 2 });
    const url = `/rostered_players/myTeam/${fresh.leagueId}`;
    const [, player] = fresh.teams;
    const mine = await poll(fresh.commish, undefined, url);
    const theirs = await poll(player!, mine.headers.etag as string, url);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    const refused = await call(t, otherLeague.commish, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    const tag = (await poll(player!, undefined, url)).headers.etag as string;
    expect((await poll(player!, tag, url)).statusCode).toBe(304);
    expect((await call(t, player!, 'POST', '/users/logout')).statusCode).toBe(204);
    expect((await poll(player!, tag, url)).statusCode).toBe(401);
  });
});
