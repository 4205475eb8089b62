import { REMOTES } from '@fangtasy/shared/remotes';

/** A page the navigation leads to, with the spec's own words for it. */
export interface NavDestination {
  to: string;
  label: string;
}

/** A named group of destinations: a dropdown on the desktop bar, a section of the phone's More sheet. */
export interface NavGroup {
  label: string;
  items: NavDestination[];
}

export const DASHBOARD: NavDestination = { to: '/dashboard', label: 'Dashboard' };

/** The draft room, at the path REMOTES gives its page; shown while the league's draft is on. */
export const DRAFT_ROOM: NavDestination = {
  to: `/${REMOTES['mf-draft'].exposes['./Draft'].path}`,
  label: 'Draft',
};

/** The mock draft (decision 067): any member practises a draft alone against bots. */
export const MOCK_DRAFT: NavDestination = {
  to: `/${REMOTES['mf-draft'].exposes['./MockDraft'].path}`,
  label: 'Practise: mock draft',
};

/** The active league's pages shown as plain links on the desktop bar (rules §2, plus Standings). */
export const LEAGUE_LINKS: NavDestination[] = [
  { to: '/roster', label: 'Roster' },
  { to: '/matchups', label: 'Matchups' },
  { to: '/league-member-schedule', label: 'Schedule' },
  { to: '/standings', label: 'Standings' },
];

/**
 * The trade centre, with the count of what waits for the member (offers, reviews, bite rights)
 * beside it (decision 031).
 */
export const TRADES: NavDestination = { to: '/trades', label: 'Trades' };

export const WAIVERS_GROUP: NavGroup = {
  label: 'Waivers',
  items: [
    { to: '/waivers', label: 'Waivers' },
    { to: '/active-waiver-claims', label: 'Active Waiver Claims' },
  ],
};

export const LEAGUE_INFO_GROUP: NavGroup = {
  label: 'League Info',
  items: [
    { to: '/league-member-roster', label: 'View League Rosters' },
    { to: '/scoring-rules', label: 'Scoring Rules' },
    { to: '/roster-rules', label: 'Roster Rules' },
    { to: '/waiver-rules', label: 'Waiver Rules' },
    // The playoffs and past seasons are read, like the rules, more than acted on: a dropdown's
    // item rather than a bar link, which keeps the commissioner's bar on one line at 1100 px.
    { to: '/bracket', label: 'Playoff Bracket' },
    { to: '/league-history', label: 'League History' },
  ],
};

export const LM_TOOLS_GROUP: NavGroup = {
  label: 'LM Tools',
  items: [
    { to: '/add-member-to-league', label: 'Add Member to League' },
    { to: '/add-player-to-team', label: 'Add Player to Team' },
    { to: '/activate-league', label: 'Activate League' },
    { to: '/edit-league-rules', label: 'Edit League Rules' },
    { to: '/renew-league', label: 'Renew League' },
  ],
};

/** The landing page's list, the way back to choosing a league (the brand's destination). */
export const YOUR_LEAGUES: NavDestination = { to: '/landing', label: 'Your Leagues' };

/** What a signed-in member with a league may open, by the league's state and his role. */
export interface NavAccess {
  isActive: boolean;
  isCommish: boolean;
  /** An inactive league whose draft is not complete: the draft room is a destination. */
  draftOpen: boolean;
}

/**
 * The phone's tab bar: the pages of game day (spec names: Roster is My Team, Waivers the wire),
 * everything else one tap further, behind More.
 */
export function phoneTabs({ isActive, draftOpen }: NavAccess): NavDestination[] {
  if (!isActive) return draftOpen ? [DASHBOARD, DRAFT_ROOM] : [DASHBOARD];
  return [
    DASHBOARD,
    { to: '/roster', label: 'Roster' },
    { to: '/matchups', label: 'Matchups' },
    { to: '/waivers', label: 'Waivers' },
  ];
}

/** The More sheet's sections: every destination of the desktop bar the tabs do not show. */
export function moreSections({ isActive, isCommish }: Omit<NavAccess, 'draftOpen'>): NavGroup[] {
  const sections: NavGroup[] = [];
  if (isActive) {
    sections.push({
      label: 'League',
      items: [
        TRADES,
        { to: '/league-member-schedule', label: 'Schedule' },
        { to: '/standings', label: 'Standings' },
        { to: '/active-waiver-claims', label: 'Active Waiver Claims' },
      ],
    });
    sections.push(LEAGUE_INFO_GROUP);
  }
  if (isCommish) sections.push(LM_TOOLS_GROUP);
  sections.push({ label: 'Account', items: [YOUR_LEAGUES] });
  return sections;
}
