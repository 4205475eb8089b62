import { DRAFT_MESSAGES, type DraftRoom } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDrafts } from '../src/services/drafts/draft-job';
import { activateLeague } from '../src/services/league-lifecycle';
import {
  createDraftLeague,
  draftUrl,
  roomOf,
  startDraft,
  TWO_ROUND_ROSTER,
  waiverOrderOf,
  type DraftLeague,
} from './support/draft-fixtures';
import { call, createPlayer, slotsOf, type Team } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// The offline draft (decision 066): the league drafted elsewhere and the commissioner enters the
// results — a CSV file judged whole before anything is written, or pick by pick — and the
// rosters, the log and the waiver order come out as a live draft's end leaves them. And the
// commissioner switching an absent member's team to autopick. Ten teams, two slots: two rounds.
let t: TestApp;
const START = new Date('2025-08-20T18:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: START.toISOString() });
});
afterAll(() => t.close());

const ids = (league: DraftLeague) => league.teams.map((team) => team.memberId);
const message = (answer: { json: <T>() => T }) => answer.json<{ message: string }>().message;

async function offlineLeague(options = {}) {
  t.clock.set(START);
  const league = await createDraftLeague(t, options);
  const saved = await call(t, league.commish, 'PUT', draftUrl('setMode', league), {
    mode: 'offline',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toEqual({ league_id: league.leagueId, mode: 'offline' });
  return league;
}

async function namesOf(playerIds: number[]): Promise<string[]> {
  const rows = await t.db
    .selectFrom('players')
    .select(['id', 'player_name'])
    .where('id', 'in', playerIds)
    .execute();
  return playerIds.map((id) => rows.find((row) => row.id === id)!.player_name);
}

async function teamNames(league: DraftLeague): Promise<string[]> {
  const rows = await t.db
    .selectFrom('league_members')
    .select(['id', 'team_name'])
    .where('league_id', '=', league.leagueId)
    .execute();
  return ids(league).map((id) => rows.find((row) => row.id === id)!.team_name!);
}

/** A whole snake draft in the fixture's order: round 1 running backs, round 2 wide receivers. */
async function goodRows(league: DraftLeague, order = ids(league)) {
  const names = await teamNames(league);
  const nameOf = (memberId: number) => names[ids(league).indexOf(memberId)]!;
  const rbs = await namesOf(league.rbs.slice(0, 10));
  const wrs = await namesOf(league.wrs.slice(0, 10));
  const rows: string[][] = [];
  order.forEach((memberId, index) =>
    rows.push(['1', `${index + 1}`, nameOf(memberId), rbs[index]!]),
  );
  [...order]
    .reverse()
    .forEach((memberId, index) => rows.push(['2', `${index + 1}`, nameOf(memberId), wrs[index]!]));
  return rows;
}

const csvOf = (rows: string[][], header = 'round,pick,team,player') =>
  [
    header,
    ...rows.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')),
  ].join('\n');

const upload = (league: DraftLeague, csv: string, team: Team = league.commish) =>
  call(t, team, 'POST', draftUrl('uploadOffline', league), { csv });

/** Nothing of the draft written: not started, no pick, no roster but `held`, no log line. */
async function expectNothingWritten(league: DraftLeague, held: number[] = []) {
  const room = await roomOf(t, league);
  expect(room.status).toBe('not_started');
  expect(room.picks).toEqual([]);
  const rostered = await t.db
    .selectFrom('rostered_players')
    .select('player_id')
    .where('league_id', '=', league.leagueId)
    .execute();
  expect(rostered.map((row) => row.player_id)).toEqual(held);
  const log = await t.db
    .selectFrom('league_transactions')
    .select('id')
    .where('league_id', '=', league.leagueId)
    .execute();
  expect(log).toEqual([]);
}

const waiverOrder = (league: DraftLeague) => waiverOrderOf(t, league);

describe('an offline draft uploaded as CSV', () => {
  it('fills the rosters, the log and the waiver order as a live draft ends, and the league activates', async () => {
    const league = await offlineLeague();
    // The first round's order is the file's: here the fixture's teams backwards.
    const order = [...ids(league)].reverse();
    const answer = await upload(league, csvOf(await goodRows(league, order)));
    expect(answer.statusCode, answer.body).toBe(200);
    const room = answer.json<DraftRoom>();
    expect(room.status).toBe('complete');
    const mode = await call(t, league.teams[5]!, 'GET', draftUrl('getMode', league));
    expect(mode.json()).toEqual({ league_id: league.leagueId, mode: 'offline' });
    const late = await call(t, league.commish, 'PUT', draftUrl('setMode', league), {
      mode: 'live',
    });
    expect(late.statusCode).toBe(409);
    expect(room.order.map((team) => team.league_member_id)).toEqual(order);
    expect(room.picks.map((row) => row.league_member_id)).toEqual([
      ...order,
      ...[...order].reverse(),
    ]);
    expect(room.picks.every((row) => row.made_by === 'commissioner')).toBe(true);

    const last = league.teams.find((team) => team.memberId === order[9])!;
    expect(await slotsOf(t, last)).toEqual(
      new Map([
        [league.rbs[9]!, 'RB1'],
        [league.wrs[0]!, 'WR1'],
      ]),
    );
    const log = await t.db
      .selectFrom('league_transactions')
      .select(['kind', 'reason'])
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(log).toHaveLength(20);
    expect(log).toContainEqual({ kind: 'add', reason: DRAFT_MESSAGES.draftLogReason(2, 10, 20) });
    expect(await waiverOrder(league)).toEqual([...order].reverse());

    await activateLeague(t.db, {
      leagueId: league.leagueId,
      memberId: league.commish.memberId,
      userId: league.commish.userId,
      now: t.clock.now(),
    });
    expect(await waiverOrder(league)).toEqual([...order].reverse());
  });

  it('matches names forgivingly, and tells namesakes apart by position or NFL team', async () => {
    const league = await offlineLeague();
    const rows = await goodRows(league);
    // Two players share the first row's name: one a running back of KC, one a kicker.
    await createPlayer(t, { name: rows[0]![3]!, position: 'K', team: 'KC' });
    const ambiguous = await upload(league, csvOf(rows));
    expect(ambiguous.statusCode).toBe(400);
    expect(message(ambiguous)).toContain(
      `Row 2: 2 players are named "${rows[0]![3]}" (RB KC, K KC): add the position or nfl_team column`,
    );
    await expectNothingWritten(league);

    const told = rows.map((row, index) => [
      ...row.slice(0, 2),
      row[2]!.toUpperCase(),
      index === 1 ? `  ${row[3]!.toLowerCase()}.` : row[3]!,
      index < 10 ? 'rb' : 'WR',
    ]);
    const answer = await upload(league, csvOf(told, 'Round,Pick,Team,Player,Position'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<DraftRoom>().status).toBe('complete');
  });

  it('refuses every bad row with its row number and writes nothing', async () => {
    const league = await offlineLeague({
      vampires: 1,
      vampire: { ...TWO_ROUND_ROSTER, max_roster_size: 1, wide_receiver_count: 0 },
    });
    await call(t, league.commish, 'PUT', draftUrl('updateSettings', league), {
      vampires_draft: true,
    });
    const rows = await goodRows(league);
    const rostered = await createPlayer(t, { position: 'RB', team: 'KC' });
    await t.db
      .insertInto('rostered_players')
      .values({
        league_id: league.leagueId,
        league_member_id: league.teams[1]!.memberId,
        player_id: rostered,
        roster_position: 'RB1',
        is_rostered: 1,
      })
      .execute();
    const [rosteredName] = await namesOf([rostered]);
    const names = await teamNames(league);
    const broken = rows.map((row) => [...row]);
    // Rows 2-11 are round 1, rows 12-21 round 2.
    broken[2]![3] = 'Joe Nobody'; // row 4: unknown player
    broken[3]![3] = rows[0]![3]!; // row 5: the player of row 2 again
    broken[7]![3] = rosteredName!; // row 9: a player already on a roster
    // Row 12: the vampire's second pick (round 2, pick 1): its rule set has one slot.
    broken[11]![2] = 'Nobody FC'; // row 13: unknown team
    broken[12]![0] = '3'; // row 14: round out of range
    broken[13]![1] = '11'; // row 15: pick out of range
    broken[14]![1] = '6'; // row 16: round 2, pick 6, which row 17 names too
    broken[17]![2] = names[0]!; // row 19: round 2, pick 8 is the third team's
    const answer = await upload(league, csvOf(broken));
    expect(answer.statusCode).toBe(400);
    const lines = message(answer).split('\n');
    expect(lines[0]).toMatch(/^Nothing was written: \d+ problems in the file\.$/);
    expect(lines).toEqual(
      expect.arrayContaining([
        DRAFT_MESSAGES.draftCsvUnknownPlayer(4, 'Joe Nobody'),
        DRAFT_MESSAGES.draftCsvPlayerTwice(5, rows[0]![3]!, 2),
        DRAFT_MESSAGES.draftCsvPlayerRostered(9, rosteredName!),
        DRAFT_MESSAGES.draftCsvNoRoom(12, names[9]!, rows[10]![3]!),
        DRAFT_MESSAGES.draftCsvUnknownTeam(13, 'Nobody FC'),
        DRAFT_MESSAGES.draftCsvRound(14, 2),
        DRAFT_MESSAGES.draftCsvPick(15, 10),
        DRAFT_MESSAGES.draftCsvPickTwice(17, 2, 6, 16),
        DRAFT_MESSAGES.draftCsvWrongTeam(19, 2, 8, names[2]!, names[0]!),
      ]),
    );
    // The rows in order, each line once.
    const rowNumbers = lines.flatMap((line) => /^Row (\d+):/.exec(line)?.[1] ?? []).map(Number);
    expect(rowNumbers).toEqual([...rowNumbers].sort((a, b) => a - b));
    await expectNothingWritten(league, [rostered]);
  });

  it('refuses a pick out of the draft order and a missing pick', async () => {
    const league = await offlineLeague();
    const rows = await goodRows(league);
    const names = await teamNames(league);
    const swapped = rows.map((row) => [...row]);
    // Round 2 pick 1 belongs to the last team of round 1 in a snake; give it to the first.
    swapped[10]![2] = names[0]!;
    const withoutLast = swapped.slice(0, 19);
    const answer = await upload(league, csvOf(withoutLast));
    expect(answer.statusCode).toBe(400);
    const lines = message(answer).split('\n');
    expect(lines).toContain(DRAFT_MESSAGES.draftCsvWrongTeam(12, 2, 1, names[9]!, names[0]!));
    expect(lines).toContain(DRAFT_MESSAGES.draftCsvMissingPick(2, 10, names[0]!));
    await expectNothingWritten(league);
  });

  it('holds the file to its bounds, its header, the commissioner and an offline draft', async () => {
    const league = await offlineLeague();
    const rows = await goodRows(league);
    const many = Array.from({ length: 501 }, () => rows[0]!);
    expect(message(await upload(league, csvOf(many)))).toBe(
      DRAFT_MESSAGES.draftCsvTooManyRows(500),
    );
    const long = rows.map((row, index) =>
      index === 4 ? [...row.slice(0, 3), 'x'.repeat(200)] : row,
    );
    expect(message(await upload(league, csvOf(long)))).toBe(
      DRAFT_MESSAGES.draftCsvLineTooLong(6, 200),
    );
    const huge = await upload(league, 'a'.repeat(100_001));
    expect(huge.statusCode).toBe(400);
    expect(message(huge)).toBe(DRAFT_MESSAGES.draftCsvTooLong(100_000));
    const header = await upload(league, csvOf(rows, 'round,pick,team,name'));
    expect(header.statusCode).toBe(400);
    expect(message(header)).toMatch(/^The first line names the columns/);
    expect((await upload(league, 'round,pick,team,player\n')).statusCode).toBe(400);
    const quote = await upload(league, 'round,pick,team,player\n1,1,"open,x');
    expect(quote.statusCode).toBe(400);
    expect(message(quote)).toMatch(/^The file is not readable CSV/);

    const member = await upload(league, csvOf(rows), league.teams[3]!);
    expect(member.statusCode).toBe(403);
    await expectNothingWritten(league);

    const live = await createDraftLeague(t);
    const refused = await upload(live, csvOf(await goodRows(live)));
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(DRAFT_MESSAGES.draftOfflineOnly);
  });
});

describe('an offline draft begun before its file', () => {
  it('keeps the order it began with: the file must follow it', async () => {
    const league = await offlineLeague();
    const order = [...ids(league)].reverse();
    const begun = await startDraft(t, league, { order_mode: 'commissioner', order });
    expect(begun.status).toBe('running');
    const names = await teamNames(league);
    const other = await upload(league, csvOf(await goodRows(league)));
    expect(other.statusCode).toBe(400);
    expect(message(other).split('\n')).toContain(
      DRAFT_MESSAGES.draftCsvWrongTeam(2, 1, 1, names[9]!, names[0]!),
    );
    expect((await roomOf(t, league)).picks).toEqual([]);
    const answer = await upload(league, csvOf(await goodRows(league, order)));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<DraftRoom>().status).toBe('complete');
    expect(await waiverOrder(league)).toEqual([...order].reverse());
  });
});

describe('an offline draft entered pick by pick', () => {
  it('has no clock and no autopick: the commissioner enters each pick, members may not', async () => {
    const league = await offlineLeague();
    const order = ids(league);
    for (const team of league.teams.slice(1, 4))
      await call(t, team, 'PUT', draftUrl('setAutopick', league), { autopick: true });
    const room = await startDraft(t, league, {
      mode: 'offline',
      order_mode: 'commissioner',
      order,
    });
    expect(room.status).toBe('running');
    expect(room.picks).toEqual([]);
    expect(room.on_clock).toMatchObject({ overall: 1, deadline: null });

    // A day later nothing was picked by the clock.
    t.clock.set(new Date(START.getTime() + 86_400_000));
    await settleDueDrafts(t.db, t.clock.now());
    expect((await roomOf(t, league)).on_clock?.overall).toBe(1);
    const own = await call(t, league.commish, 'POST', draftUrl('pause', league));
    expect(own.statusCode).toBe(409);
    expect(message(own)).toBe(DRAFT_MESSAGES.draftOfflineNoClock);

    const first = league.teams[0]!;
    const second = league.teams[1]!;
    expect(
      (
        await call(t, first, 'POST', draftUrl('makePick', league), {
          overall: 1,
          player_id: league.rbs[0]!,
        })
      ).statusCode,
    ).toBe(200);
    const byMember = await call(t, second, 'POST', draftUrl('makePick', league), {
      overall: 2,
      player_id: league.rbs[1]!,
    });
    expect(byMember.statusCode).toBe(403);
    expect(message(byMember)).toBe(DRAFT_MESSAGES.draftOfflineCommissionerOnly);

    const expected = [...order, ...[...order].reverse()];
    for (let overall = 2; overall <= 20; overall++) {
      const player = overall <= 10 ? league.rbs[overall - 1]! : league.wrs[overall - 11]!;
      const answer = await call(t, league.commish, 'POST', draftUrl('makePick', league), {
        overall,
        player_id: player,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const done = await roomOf(t, league);
    expect(done.status).toBe('complete');
    expect(done.picks.map((row) => row.league_member_id)).toEqual(expected);
    expect(await slotsOf(t, second)).toEqual(
      new Map([
        [league.rbs[1]!, 'RB1'],
        [league.wrs[8]!, 'WR1'],
      ]),
    );
    expect(await waiverOrder(league)).toEqual([...order].reverse());
    // A file after picks were entered is refused.
    expect((await upload(league, csvOf(await goodRows(league)))).statusCode).toBe(409);
  });
});

describe("the commissioner's autopick for an absent member", () => {
  it('switches any team of his league, logged; a member may switch only his own', async () => {
    t.clock.set(START);
    const league = await createDraftLeague(t);
    const absent = league.teams[4]!;
    const switched = await call(t, league.commish, 'PUT', draftUrl('setAutopickFor', league), {
      autopick: true,
      league_member_id: absent.memberId,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const room = switched.json<DraftRoom>();
    expect(room.order.find((team) => team.league_member_id === absent.memberId)?.autopick).toBe(
      true,
    );
    const events = await t.db
      .selectFrom('draft_events')
      .select(['kind', 'by_member_id', 'league_member_id', 'autopick'])
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(events).toEqual([
      {
        kind: 'autopick_for',
        by_member_id: league.commish.memberId,
        league_member_id: absent.memberId,
        autopick: true,
      },
    ]);

    const byMember = await call(t, league.teams[2]!, 'PUT', draftUrl('setAutopickFor', league), {
      autopick: false,
      league_member_id: absent.memberId,
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (await roomOf(t, league)).order.find((team) => team.league_member_id === absent.memberId)
        ?.autopick,
    ).toBe(true);
    const own = await call(t, league.teams[2]!, 'PUT', draftUrl('setAutopick', league), {
      autopick: true,
    });
    expect(own.statusCode).toBe(200);

    const other = await createDraftLeague(t);
    const foreign = await call(t, league.commish, 'PUT', draftUrl('setAutopickFor', league), {
      autopick: true,
      league_member_id: other.teams[1]!.memberId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(message(foreign)).toBe(DRAFT_MESSAGES.draftAutopickTeamUnknown);

    // The absent team is picked for when its turn comes.
    const order = ids(league);
    const started = await startDraft(t, league, { order_mode: 'commissioner', order });
    expect(started.on_clock?.overall).toBe(1);
    for (let overall = 1; overall <= 2; overall++) {
      const team = league.teams[overall - 1]!;
      await call(t, team, 'POST', draftUrl('makePick', league), {
        overall,
        player_id: league.rbs[overall - 1]!,
      });
    }
    const after = await roomOf(t, league);
    // Team 3 (autopick on, by its own switch) and team 5 (the commissioner's) were picked for.
    expect(
      after.picks.filter((row) => row.made_by === 'autopick').map((row) => row.league_member_id),
    ).toEqual([league.teams[2]!.memberId]);
    expect(after.on_clock?.league_member_id).toBe(league.teams[3]!.memberId);
    await call(t, league.teams[3]!, 'POST', draftUrl('makePick', league), {
      overall: 4,
      player_id: league.rbs[5]!,
    });
    const later = await roomOf(t, league);
    expect(later.picks.find((row) => row.overall === 5)).toMatchObject({
      league_member_id: absent.memberId,
      made_by: 'autopick',
    });
  });
});
