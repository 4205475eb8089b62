import type { DraftRoom } from '@fangtasy/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { createDraftLeague, draftUrl, type DraftLeague } from '../support/draft-fixtures';
import type { Team } from '../support/roster-fixtures';
import type { TestApp } from '../support/test-app';
import { apiCall, startApiProcess, waitFor, type ApiProcess } from './support/api-process';
import {
  newBackend,
  startedByTests,
  withDatabase,
  type Backend,
  type BackendKind,
} from './support/backends';

// A live draft whose api process is killed with SIGKILL between two picks (no shutdown code
// runs) and started again on the same PGlite folder or PostgreSQL database: everything a draft
// is stands in the database (docs/decisions/058), so the new process makes the pick whose clock
// ran out while it was down — at its deadline — and the draft runs on with the next clock.

const START = new Date('2025-08-20T18:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000).toISOString();

const { processes, backends, cleanUp } = startedByTests();
afterEach(cleanUp);

/** A team's session token, as a non-browser client sends it. */
const tokenOf = (team: Team) => team.cookie.slice(team.cookie.indexOf('=') + 1);

/** An api process whose league clock stands at `now` from its start. */
async function started(backend: Backend, now: string): Promise<ApiProcess> {
  const api = await startApiProcess({ ...backend.env, FANTASY_NOW: now });
  processes.push(api);
  return api;
}

describe.each<BackendKind>(['PGlite', 'PostgreSQL'])('a draft on %s', (kind) => {
  it('resumes after a kill -9 with the clock it had', async () => {
    const backend = await newBackend(kind);
    backends.push(backend);
    const league: DraftLeague = await withDatabase(backend, async (db) => {
      await migrateToLatest(db);
      return createDraftLeague({ db } as TestApp);
    });
    const commissioner = tokenOf(league.commish);
    const order = league.teams.map((team) => team.memberId);

    const first = await started(backend, START.toISOString());
    const settings = { order_mode: 'commissioner', order, pick_seconds: 60 };
    expect(
      (await apiCall(first, commissioner, 'PUT', draftUrl('updateSettings', league), settings))
        .status,
    ).toBe(200);
    expect((await apiCall(first, commissioner, 'POST', draftUrl('start', league))).status).toBe(
      200,
    );
    const picked = await apiCall(
      first,
      tokenOf(league.teams[0]!),
      'POST',
      draftUrl('makePick', league),
      {
        overall: 1,
        player_id: league.rbs[0],
      },
    );
    expect(picked.status).toBe(200);
    await first.kill();
    processes.splice(processes.indexOf(first), 1);

    // Down for 90 s: pick 2's clock (60 s from pick 1) ran out at START + 60 s.
    const second = await started(backend, at(90));
    // Its draft clock makes the missed pick as it starts (a tick at once, then every second).
    const room = await waitFor('the missed pick', async () => {
      const read = await apiCall<DraftRoom>(
        second,
        commissioner,
        'GET',
        draftUrl('getDraft', league),
      );
      return read.body.picks.length >= 2 ? read : null;
    });
    expect(room.body.picks.map((row) => [row.overall, row.made_by, row.made_at])).toEqual([
      [1, 'member', START.toISOString()],
      [2, 'autopick', at(60)],
    ]);
    expect(room.body.on_clock).toMatchObject({
      overall: 3,
      deadline: at(120),
      remaining_ms: 30_000,
    });
    const next = await apiCall(
      second,
      tokenOf(league.teams[2]!),
      'POST',
      draftUrl('makePick', league),
      {
        overall: 3,
        player_id: league.rbs[5],
      },
    );
    expect(next.status).toBe(200);
  });
});
