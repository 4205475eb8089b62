// The first route of each remote a member opens, and what shows once its page has rendered; then
// routes added to a remote since, each measured after the remote's first route (its own code only).
export const REMOTE_ROUTES = [
  { remote: 'mf-league-info', path: '/league-member-roster', ready: 'table' },
  { remote: 'mf-league-info', path: '/league-history', ready: 'text=2025 season' },
  { remote: 'mf-roster', path: '/roster', ready: 'table' },
  { remote: 'mf-matchups', path: '/matchups', ready: 'table' },
  { remote: 'mf-matchups', path: '/standings', ready: 'table[aria-label="Standings"]' },
  { remote: 'mf-matchups', path: '/bite', ready: 'text=Your bite rights' },
  // Before week 9 is final the bracket is drawn unseeded; its rules are always listed.
  { remote: 'mf-matchups', path: '/bracket', ready: 'text=Seeding order:' },
  { remote: 'mf-waivers', path: '/waivers', ready: 'table' },
  { remote: 'mf-waivers', path: '/trades', ready: 'text="History"' },
  // The demo league is active, so the page says so instead of listing its members.
  {
    remote: 'mf-commissioner',
    path: '/activate-league',
    ready: 'text=/League is already activated\\.|valid members/',
  },
];
