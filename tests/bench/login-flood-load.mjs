// The flood of the login-flood bench, in a process of its own (its event loop must not be the
// one that times the members' logins): autocannon logs in as made-up usernames — or registers
// junk accounts — from one client address or from a new one for every request, as the proxy in
// front of the api reports them (X-Forwarded-For).
//   node login-flood-load.mjs <apiUrl> <connections> <seconds> <one-address|many-addresses> [logins|registrations]
import autocannon from 'autocannon';

const [apiUrl, connections, seconds, addresses, kind = 'logins'] = process.argv.slice(2);
let sent = 0;
/** 198.18.0.0/15: addresses set aside for benchmarks. */
const addressOf = (n) =>
  addresses === 'one-address'
    ? '198.18.0.1'
    : `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** A name no other run of the flood uses (junk accounts stay in the bench's database). */
const nameOf = (n) => `junk_${process.pid.toString(36)}_${n.toString(36)}`;
const bodyOf = (n) =>
  kind === 'registrations'
    ? {
        username: nameOf(n),
        email_address: `${nameOf(n)}@flood.test`,
        first_name: 'Junk',
        last_name: 'Account',
        password: 'guess-1234',
      }
    : { username: `nobody_${n.toString(36)}`, password: 'guess-1234' };

const result = await autocannon({
  url: `${apiUrl}/users/${kind === 'registrations' ? 'register' : 'login'}`,
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
          body: JSON.stringify(bodyOf(sent)),
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
