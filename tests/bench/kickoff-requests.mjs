// What the kickoff loads' members send (kickoff-members.mjs polls, kickoff-push-members.mjs holds
// streams): one request with its latency, the managers' roster moves and claim changes, planned
// times with jitter, and percentiles.
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 10_000;
const JITTER = 0.05;
const defaultAgent = new http.Agent({ keepAlive: true });

/** Claims each manager has open, kept across steps: member id → { id, edited } or 'sending'. */
const openClaims = new Map();
/** Which of the two players each manager moves into the slot next. */
const nextMover = new Map();

/** One request; its status, JSON answer (when it is JSON), message and headers. */
export function send(apiUrl, { method, path, token, body, headers = {} }, agent = defaultAgent) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(`${apiUrl}${path}`, {
      method,
      agent,
      headers: {
        cookie: `ff_session=${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...headers,
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
        resolve({
          status: response.statusCode,
          answer,
          message: answer?.message ?? '',
          headers: response.headers,
        });
      });
    });
    request.end(payload);
  });
}

/** The request a manager's next claim change makes: create, then edit the bid, then withdraw. */
export function claimRequest(member) {
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
export function moveRequest(member) {
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
export function plannedTimes(periodMs, endMs) {
  const times = [];
  for (let at = Math.random() * periodMs; at < endMs;) {
    times.push(at);
    at += periodMs * (1 + (Math.random() * 2 - 1) * JITTER);
  }
  return times;
}

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] : 0;

export function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

/**
 * A step's requests in the order they leave: each polling member's poll every `pollSeconds`, and
 * each manager's roster move or claim change, alternately, every `actionSeconds`.
 */
export function plannedRequests(members, { polls, pollSeconds, actionSeconds, endMs }) {
  const events = [];
  for (const member of members) {
    if (polls(member))
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
  return events.sort((a, b) => a.at - b.at);
}

/** How a failed request reads in a step's error samples. */
export const failureOf = (request, result) =>
  `${request.method} ${request.path.replace(/\d+/g, ':id')} → ${result.status} ${result.message}`;

/**
 * Plays planned requests as an open model, as a crowd of phones behaves: each leaves at its
 * planned time (`at`, ms from now) whatever the earlier answers. `fire(event)` sends one and
 * returns the promise of its answer (or null: nothing to send). Resolves once the last has left,
 * `endMs` has passed and every answer has come; answers how late each request after `warmupMs`
 * left (this process shares the cores with what it loads).
 */
export async function playOpenModel(events, { warmupMs, endMs = 0, fire }) {
  const lateness = [];
  const inFlight = new Set();
  const start = performance.now();
  await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now() - start;
      while (next < events.length && events[next].at <= now) {
        const event = events[next++];
        const sentAt = performance.now();
        const answered = fire(event);
        if (!answered) continue;
        if (event.at >= warmupMs) lateness.push(sentAt - start - event.at);
        inFlight.add(answered);
        answered.finally(() => inFlight.delete(answered));
      }
      if (now >= endMs && next >= events.length) return resolve();
      const wait = next < events.length ? events[next].at - now : endMs - now;
      setTimeout(tick, Math.max(0, wait));
    };
    tick();
  });
  await Promise.all(inFlight);
  return lateness;
}
