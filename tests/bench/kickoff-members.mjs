// The kickoff load's members, in a process of their own (kickoff-load.mjs forks it): an open
// model, as a crowd of phones behaves — every request leaves at its planned time whether or not
// earlier answers have come back. Each member polls their league's live matchups every
// `pollSeconds` (with jitter); managers also make a roster move or a claim change every
// `actionSeconds`. A step's answer: latencies (from the moment a request left), errors, and how
// late the requests left (this process shares the cores with the api and the database).
import http from 'node:http';
import { loadavg } from 'node:os';

const REQUEST_TIMEOUT_MS = 10_000;
const JITTER = 0.05;
const agent = new http.Agent({ keepAlive: true });

/** Claims each manager has open, kept across steps: member id → { id, edited } or 'sending'. */
const openClaims = new Map();
/** Which of the two players each manager moves into the slot next. */
const nextMover = new Map();

function send(apiUrl, { method, path, token, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(`${apiUrl}${path}`, {
      method,
      agent,
      headers: {
        cookie: `ff_session=${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) => resolve({ status: 0, message: error.message }));
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => resolve({ status: 0, message: error.message }));
      response.on('end', () => {
        let answer = null;
        try {
          answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // a non-JSON answer counts by its status alone
        }
        resolve({ status: response.statusCode, answer, message: answer?.message ?? '' });
      });
    });
    request.end(payload);
  });
}

/** The request a manager's next claim change makes: create, then edit the bid, then withdraw. */
function claimRequest(member) {
  const open = openClaims.get(member.memberId);
  if (open === 'sending') return null;
  const body = {
    league_id: member.leagueId,
    league_member_id: member.memberId,
    player_id: member.claim.playerId,
    rostered_player_to_drop: member.claim.dropId,
  };
  if (!open) {
    openClaims.set(member.memberId, 'sending');
    return {
      method: 'POST',
      path: '/waiver_claims/create',
      body: { ...body, faab_claim_amount: member.claim.bids[0] },
      done: (result) =>
        result.answer?.id
          ? openClaims.set(member.memberId, { id: result.answer.id, edited: false })
          : openClaims.delete(member.memberId),
    };
  }
  if (!open.edited) {
    return {
      method: 'PUT',
      path: `/waiver_claims/update/${open.id}`,
      body: { ...body, faab_claim_amount: member.claim.bids[1] },
      done: (result) =>
        result.status === 200 && openClaims.set(member.memberId, { ...open, edited: true }),
    };
  }
  openClaims.set(member.memberId, 'sending');
  return {
    method: 'DELETE',
    path: `/waiver_claims/delete/${open.id}`,
    done: (result) =>
      result.status === 200
        ? openClaims.delete(member.memberId)
        : openClaims.set(member.memberId, open),
  };
}

/** Moving one of the manager's two players into the slot swaps the other out: always legal. */
function moveRequest(member) {
  const index = nextMover.get(member.memberId) ?? 0;
  nextMover.set(member.memberId, 1 - index);
  return {
    method: 'POST',
    path: '/rostered_players/move',
    body: {
      league_member_id: member.memberId,
      rostered_player_id: member.move.rosteredIds[index],
      target_slot: member.move.slot,
    },
  };
}

/** Planned times (ms from the start) of a member's requests every `periodMs`, from a random phase. */
function plannedTimes(periodMs, endMs) {
  const times = [];
  for (let at = Math.random() * periodMs; at < endMs;) {
    times.push(at);
    at += periodMs * (1 + (Math.random() * 2 - 1) * JITTER);
  }
  return times;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] : 0;

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

async function runStep({
  apiUrl,
  members,
  week,
  warmupSeconds,
  seconds,
  pollSeconds,
  actionSeconds,
}) {
  const warmupMs = warmupSeconds * 1000;
  const endMs = warmupMs + seconds * 1000;
  const events = [];
  for (const member of members) {
    for (const at of plannedTimes(pollSeconds * 1000, endMs))
      events.push({ at, member, kind: 'poll' });
    if (member.move) {
      let move = Math.random() < 0.5;
      for (const at of plannedTimes(actionSeconds * 1000, endMs)) {
        events.push({ at, member, kind: move ? 'move' : 'claim' });
        move = !move;
      }
    }
  }
  events.sort((a, b) => a.at - b.at);

  const latencies = { poll: [], move: [], claim: [] };
  const lateness = [];
  const errors = [];
  const inFlight = new Set();
  const start = performance.now();
  const fire = (event) => {
    const { member, kind } = event;
    const request =
      kind === 'poll'
        ? {
            method: 'GET',
            path: `/matchups/getMatchupsByLeagueAndWeek/${member.leagueId}/${week}`,
          }
        : kind === 'move'
          ? moveRequest(member)
          : claimRequest(member);
    if (!request) return;
    const counted = event.at >= warmupMs;
    const sentAt = performance.now();
    const answered = send(apiUrl, { ...request, token: member.token }).then((result) => {
      const ms = performance.now() - sentAt;
      request.done?.(result);
      if (!counted) return;
      latencies[kind].push(ms);
      if (result.status !== 200)
        errors.push(
          `${request.method} ${request.path.replace(/\d+/g, ':id')} → ${result.status} ${result.message}`,
        );
    });
    if (counted) lateness.push(sentAt - start - event.at);
    inFlight.add(answered);
    answered.finally(() => inFlight.delete(answered));
  };
  await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now() - start;
      while (next < events.length && events[next].at <= now) fire(events[next++]);
      if (next >= events.length) return resolve();
      setTimeout(tick, Math.max(0, events[next].at - (performance.now() - start)));
    };
    tick();
  });
  await Promise.all(inFlight);

  const all = [...latencies.poll, ...latencies.move, ...latencies.claim];
  const distinctErrors = [...new Set(errors)];
  return {
    members: members.length,
    managers: members.filter((member) => member.move).length,
    seconds,
    requestsPerSecond: Math.round(all.length / seconds),
    all: summary(all),
    poll: summary(latencies.poll),
    write: summary([...latencies.move, ...latencies.claim]),
    errors: errors.length,
    errorSamples: distinctErrors.slice(0, 3),
    // Runnable processes on the machine over the last minute: above the core count, everything
    // (api, database, this generator, anything else) was waiting for a core.
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    lateP99: Math.round(
      percentile(
        [...lateness].sort((a, b) => a - b),
        0.99,
      ),
    ),
  };
}

process.on('message', async (message) => {
  try {
    process.send({ ok: true, result: await runStep(message) });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
