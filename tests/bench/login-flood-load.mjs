// The flood of the login-flood bench, in a process of its own (its event loop must not be the
// one that times the members' logins): autocannon logs in as made-up usernames, from one client
// address or from a new one for every request, as the proxy in front of the api reports them
// (X-Forwarded-For).
//   node login-flood-load.mjs <apiUrl> <connections> <seconds> <one-address|many-addresses>
import autocannon from 'autocannon';

const [apiUrl, connections, seconds, addresses] = process.argv.slice(2);
let sent = 0;
/** 198.18.0.0/15: addresses set aside for benchmarks. */
const addressOf = (n) =>
  addresses === 'one-address'
    ? '198.18.0.1'
    : `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

const result = await autocannon({
  url: `${apiUrl}/users/login`,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(sent) },
          body: JSON.stringify({ username: `nobody_${sent.toString(36)}`, password: 'guess-1234' }),
        };
      },
    },
  ],
});
process.send?.({
  requestsPerSecond: Math.round(result.requests.average),
  total: result.requests.total,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  ),
  errors: result.errors,
  timeouts: result.timeouts,
});
