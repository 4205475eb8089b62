// The kickoff load's members, in a process of their own (kickoff-load.mjs forks it): an open
// model, as a crowd of phones behaves — every request leaves at its planned time whether or not
// earlier answers have come back. Each member polls their league's live matchups every
// `pollSeconds` (with jitter); managers also make a roster move or a claim change every
// `actionSeconds`. A step's answer: latencies (from the moment a request left), errors, and how
// late the requests left (this process shares the cores with the api and the database).
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
  const events = plannedRequests(members, {
    polls: () => true,
    pollSeconds,
    actionSeconds,
    endMs,
  });

  const latencies = { poll: [], move: [], claim: [] };
  const errors = [];
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
    if (!request) return null;
    const counted = event.at >= warmupMs;
    const sentAt = performance.now();
    return send(apiUrl, { ...request, token: member.token }).then((result) => {
      const ms = performance.now() - sentAt;
      request.done?.(result);
      if (!counted) return;
      latencies[kind].push(ms);
      if (result.status !== 200) errors.push(failureOf(request, result));
    });
  };
  const lateness = await playOpenModel(events, { warmupMs, fire });

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
