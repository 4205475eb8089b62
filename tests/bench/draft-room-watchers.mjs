// The draft bench's members, in a process of their own (draft-rooms.mjs forks a few, as one
// process holds at most 20,000 connections): every member of a draft holds its room's stream
// (GET /live/draft/:league_id, Server-Sent Events, each event the whole room) and notes, for each
// pick, when it first arrived and which player it named. Asked, it compares what each room
// received with the database's picks: the delay from each pick's made_at to its arrival, and the
// picks a room never received (lost) or received otherwise than the database has them (doubled:
// another player at that pick, a pick the database lacks, or one player at two picks).
import http from 'node:http';

const OPENING_AT_ONCE = 200;
const OPEN_TIMEOUT_MS = 60_000;

const epochNow = () => performance.timeOrigin + performance.now();

/** Open streams by member id. */
const streams = new Map();
/** Streams that ended or failed after they opened, with why. */
let dropped = [];

function openStream(member, apiUrl) {
  return new Promise((resolve) => {
    const stream = {
      member,
      request: null,
      ended: false,
      /** overall → { playerId, at } as first received. */
      received: new Map(),
      /** Picks received otherwise than first (another player at an overall, a player twice). */
      conflicts: [],
      events: 0,
    };
    let settled = false;
    const settle = (ok, why) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ok ? stream : { failed: why });
    };
    const timer = setTimeout(() => {
      settle(false, `no first room within ${OPEN_TIMEOUT_MS / 1000} s`);
      request.destroy();
    }, OPEN_TIMEOUT_MS);
    const request = http.request(`${apiUrl}/live/draft/${member.leagueId}`, {
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
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.indexOf('data: ');
          if (data < 0) continue;
          stream.events += 1;
          noteRoom(stream, JSON.parse(block.slice(data + 6)), at);
          settle(true);
        }
      });
      response.on('end', () => ended('the server ended the stream'));
      response.on('error', (error) => ended(error.message));
    });
    request.end();
  });
}

function noteRoom(stream, room, at) {
  const players = new Set();
  for (const pick of room.picks) {
    if (players.has(pick.player_id))
      stream.conflicts.push(`player ${pick.player_id} twice in one room`);
    players.add(pick.player_id);
    const known = stream.received.get(pick.overall);
    if (!known)
      stream.received.set(pick.overall, {
        playerId: pick.player_id,
        at,
        readAt: Date.parse(room.server_now),
      });
    else if (known.playerId !== pick.player_id)
      stream.conflicts.push(
        `pick ${pick.overall}: player ${known.playerId}, then ${pick.player_id}`,
      );
  }
}

async function open({ apiUrl, members }) {
  const started = performance.now();
  const toOpen = members.filter((member) => !streams.has(member.memberId));
  const failures = [];
  let next = 0;
  const opener = async () => {
    while (next < toOpen.length) {
      const member = toOpen[next++];
      const opened = await openStream(member, apiUrl);
      if (opened.failed) failures.push(opened.failed);
      else streams.set(member.memberId, opened);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  dropped = [];
  return {
    failures: failures.length,
    failureSamples: [...new Set(failures)].slice(0, 3),
    open: streams.size,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/**
 * Each open stream's received picks against the database's (`truth`: league id → its picks
 * made in the window, with made_at in epoch ms): delays of those picks, and what was lost or
 * doubled. Picks made before the window may have arrived before the stream opened: left out.
 */
function compare({ truth, from }) {
  const delays = [];
  /** From made_at to the read of the room that first carried it (the api's clock). */
  const readDelays = [];
  let lost = 0;
  let doubled = 0;
  const samples = [];
  for (const stream of streams.values()) {
    const picks = truth[stream.member.leagueId];
    if (!picks) continue;
    const byOverall = new Map(picks.all.map((pick) => [pick.overall, pick.playerId]));
    for (const pick of picks.all) {
      if (pick.madeAt < from) continue;
      const got = stream.received.get(pick.overall);
      if (!got) {
        lost += 1;
        if (samples.length < 3)
          samples.push(`league ${stream.member.leagueId} pick ${pick.overall} never arrived`);
      } else {
        delays.push(got.at - pick.madeAt);
        readDelays.push(got.readAt - pick.madeAt);
      }
    }
    for (const [overall, got] of stream.received)
      if (byOverall.get(overall) !== got.playerId) {
        doubled += 1;
        if (samples.length < 3)
          samples.push(
            `league ${stream.member.leagueId} pick ${overall}: received player ${got.playerId}, database ${byOverall.get(overall)}`,
          );
      }
    doubled += stream.conflicts.length;
    samples.push(...stream.conflicts.slice(0, 3 - Math.min(3, samples.length)));
  }
  return {
    delays,
    readDelays,
    lost,
    doubled,
    samples,
    dropped: dropped.length,
    droppedSamples: [...new Set(dropped)].slice(0, 3),
    cpuSeconds: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  };
}

function close() {
  for (const stream of streams.values()) {
    stream.ended = true;
    stream.request.destroy();
  }
  streams.clear();
  return { closed: true };
}

process.on('message', async (message) => {
  try {
    const result =
      message.type === 'open'
        ? await open(message)
        : message.type === 'compare'
          ? compare(message)
          : close();
    process.send({ ok: true, result });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
