// The pushed kickoff load's members, in a process of their own (kickoff-push.mjs forks a few, as
// one process holds at most 20,000 connections): nine members of each league hold a stream of
// their week's live scores (Server-Sent Events, taking changes, as the page's client does), the
// tenth polls Matchups every `pollSeconds` as the fallback does (If-None-Match with the last
// entity tag), and the managers move players and change claims every `actionSeconds`, all
// leaving at their planned times whatever the answers (an open model). Streams are kept from one
// step to the next. Told of each stats update (its marker, then when it committed), a stream
// counts the update delivered when an event carrying the marker arrives.
import http from 'node:http';
import { loadavg } from 'node:os';
import {
  claimRequest,
  failureOf,
  moveRequest,
  percentile,
  plannedRequests,
  playOpenModel,
  send,
  summary,
} from './kickoff-requests.mjs';

/** Streams opened at once while a step's new members arrive. */
const OPENING_AT_ONCE = 200;
const OPEN_TIMEOUT_MS = 60_000;

const agents = new Map();
const agentFor = (apiUrl) => {
  if (!agents.has(apiUrl)) agents.set(apiUrl, new http.Agent({ keepAlive: true }));
  return agents.get(apiUrl);
};

/** Open streams by member id. */
const streams = new Map();
/** Markers of the stats updates announced, by marker text. */
const markers = new Map();
/** Streams that ended or failed since the step began, with why. */
let dropped = [];

const epochNow = () => performance.timeOrigin + performance.now();

/**
 * A member's stream, read as EventSource reads it: events split at blank lines; each remembered
 * by its id (for a reconnect) and searched for the announced markers.
 */
function openStream(member, { apiUrl, week }) {
  return new Promise((resolve) => {
    const stream = {
      member,
      apiUrl,
      lastEventId: null,
      seen: new Map(),
      events: { matchups: 0, 'matchups-changes': 0 },
      bytes: 0,
      ended: false,
      request: null,
    };
    let settled = false;
    const settle = (ok, why) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ok ? stream : { failed: why });
    };
    const timer = setTimeout(() => {
      settle(false, `no first state within ${OPEN_TIMEOUT_MS / 1000} s`);
      request.destroy();
    }, OPEN_TIMEOUT_MS);
    const request = http.request(`${apiUrl}/live/matchups/${member.leagueId}/${week}?changes=1`, {
      agent: false,
      headers: { accept: 'text/event-stream', cookie: `ff_session=${member.token}` },
    });
    stream.request = request;
    const ended = (why) => {
      if (stream.ended) return;
      stream.ended = true;
      if (settled) dropped.push(why);
      settle(false, why);
    };
    request.on('error', (error) => ended(error.message));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return ended(`stream answered ${response.statusCode}`);
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const at = epochNow();
        stream.bytes += chunk.length;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('id: ')) continue;
          const idEnd = block.indexOf('\n');
          stream.lastEventId = block.slice(4, idEnd);
          const eventEnd = block.indexOf('\n', idEnd + 1);
          const event = block.slice(idEnd + 1 + 'event: '.length, eventEnd);
          stream.events[event] = (stream.events[event] ?? 0) + 1;
          for (const [marker, text] of markers)
            if (!stream.seen.has(marker) && block.includes(text)) stream.seen.set(marker, at);
          settle(true);
        }
      });
      response.on('end', () => ended('the server ended the stream'));
      response.on('error', (error) => ended(error.message));
    });
    request.end();
  });
}

/** Opens the streams of the step's watchers that are not open yet; closes the others. */
async function prepare({ week, members }) {
  const started = performance.now();
  const watching = new Set();
  for (const member of members) if (member.stream) watching.add(member.memberId);
  for (const [id, stream] of streams)
    if (!watching.has(id)) {
      stream.ended = true;
      stream.request.destroy();
      streams.delete(id);
    }
  const toOpen = members.filter((member) => member.stream && !streams.has(member.memberId));
  const failures = [];
  let next = 0;
  const opener = async () => {
    while (next < toOpen.length) {
      const member = toOpen[next++];
      const opened = await openStream(member, { apiUrl: member.apiUrl, week });
      if (opened.failed) failures.push(opened.failed);
      else streams.set(member.memberId, opened);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  return {
    opened: toOpen.length - failures.length,
    failures: failures.length,
    failureSamples: [...new Set(failures)].slice(0, 3),
    open: streams.size,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** The last entity tag each polling member got, sent back as a browser does. */
const etags = new Map();

async function runStep({
  week,
  members,
  startAt,
  warmupSeconds,
  seconds,
  pollSeconds,
  actionSeconds,
}) {
  dropped = [];
  for (const stream of streams.values()) {
    stream.seen.clear();
    stream.bytes = 0;
    stream.events = { matchups: 0, 'matchups-changes': 0 };
  }
  const warmupMs = warmupSeconds * 1000;
  const endMs = warmupMs + seconds * 1000;
  const events = plannedRequests(members, {
    polls: (member) => member.poll,
    pollSeconds,
    actionSeconds,
    endMs,
  });

  const latencies = { poll: [], move: [], claim: [] };
  /** Each write's send time (epoch ms) and latency: where it fell beside the stats updates. */
  const writeTimes = [];
  const statuses = {};
  const errors = [];
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - epochNow())));
  let cpu = null;
  const warm = setTimeout(() => {
    cpu = process.cpuUsage();
  }, warmupMs);
  const fire = (event) => {
    const { member, kind } = event;
    const apiUrl = member.requestUrl;
    const request =
      kind === 'poll'
        ? {
            method: 'GET',
            path: `/matchups/getMatchupsByLeagueAndWeek/${member.leagueId}/${week}`,
            headers: etags.has(member.memberId)
              ? { 'if-none-match': etags.get(member.memberId) }
              : {},
            done: (result) =>
              result.headers?.etag && etags.set(member.memberId, result.headers.etag),
          }
        : kind === 'move'
          ? moveRequest(member)
          : claimRequest(member);
    if (!request) return null;
    const counted = event.at >= warmupMs;
    const sentAt = performance.now();
    return send(apiUrl, { ...request, token: member.token }, agentFor(apiUrl)).then((result) => {
      const ms = performance.now() - sentAt;
      request.done?.(result);
      if (!counted) return;
      latencies[kind].push(ms);
      if (kind !== 'poll') writeTimes.push([performance.timeOrigin + sentAt, ms]);
      if (kind === 'poll') statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      const fine = result.status === 200 || (kind === 'poll' && result.status === 304);
      if (!fine) errors.push(failureOf(request, result));
    });
  };
  const lateness = await playOpenModel(events, { warmupMs, endMs, fire });
  clearTimeout(warm);
  const used = process.cpuUsage(cpu ?? undefined);

  let bytes = 0;
  const counts = { matchups: 0, 'matchups-changes': 0 };
  for (const stream of streams.values()) {
    bytes += stream.bytes;
    for (const [event, n] of Object.entries(stream.events))
      counts[event] = (counts[event] ?? 0) + n;
  }
  return {
    members: members.length,
    streams: streams.size,
    latencies: {
      poll: summary(latencies.poll),
      write: summary([...latencies.move, ...latencies.claim]),
      writes: [...latencies.move, ...latencies.claim],
      writeTimes,
    },
    pollStatuses: statuses,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 3),
    dropped: dropped.length,
    droppedSamples: [...new Set(dropped)].slice(0, 3),
    events: counts,
    bytes,
    cpuSeconds: (used.user + used.system) / 1e6,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    lateP99: Math.round(
      percentile(
        [...lateness].sort((a, b) => a - b),
        0.99,
      ),
    ),
  };
}

/** How long each stream took to show the update: from its commit, in ms; null when it never did. */
function deliveries({ marker, committedAt }) {
  const delays = [];
  let missing = 0;
  for (const stream of streams.values()) {
    const at = stream.seen.get(marker);
    if (at === undefined) missing++;
    else delays.push(Math.max(0, at - committedAt));
  }
  return { delays, missing };
}

process.on('message', async (message) => {
  try {
    if (message.type === 'marker') {
      markers.set(message.marker, message.text);
      return;
    }
    const result =
      message.type === 'prepare'
        ? await prepare(message)
        : message.type === 'deliveries'
          ? deliveries(message)
          : await runStep(message);
    process.send({ ok: true, result });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
