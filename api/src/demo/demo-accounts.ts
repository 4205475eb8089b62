import { DEFAULT_BITE_RULES, type PlayoffRules } from '@fangtasy/shared/domain';
import { DEMO_CREATOR_EMAIL } from '../config';

/** The password of every demo account (team brief). */
export const DEMO_PASSWORD = 'fangtasy-demo';

export interface DemoAccount {
  username: string;
  first_name: string;
  last_name: string;
  email_address: string;
  /** Team name in the demo league (null: the default 'Team <first name>'). */
  team_name: string | null;
}

const account = (
  username: string,
  first: string,
  last: string,
  teamName: string | null,
): DemoAccount => ({
  username,
  first_name: first,
  last_name: last,
  email_address: `${username}@fangtasy.demo`,
  team_name: teamName,
});

/** The commissioner of both demo leagues: the configured league-creator account. */
export const DEMO_COMMISSIONER: DemoAccount = {
  ...account('commish', 'Casey', 'Morgan', "Casey's Commissioners"),
  email_address: DEMO_CREATOR_EMAIL,
};

/** The nine other members of the active demo league; vlad and mina play under vampire rules. */
export const DEMO_PLAYERS: readonly DemoAccount[] = [
  account('alice', 'Alice', 'Nguyen', 'Alice in Endzoneland'),
  account('bob', 'Bob', 'Okafor', null),
  account('carmen', 'Carmen', 'Reyes', 'Carmen Sandiego Chargers'),
  account('dmitri', 'Dmitri', 'Volkov', 'Moscow Mules'),
  account('elena', 'Elena', 'Petrova', null),
  account('frank', 'Frank', 'Castillo', 'Frank the Tank'),
  account('grace', 'Grace', 'Kim', 'Amazing Grace'),
  account('vlad', 'Vlad', 'Tepes', 'Transylvania Impalers'),
  account('mina', 'Mina', 'Harker', 'Whitby Night Owls'),
];

export const DEMO_VAMPIRES: readonly string[] = ['vlad', 'mina'];

/** The ten teams of the active demo league by username, the commissioner first. */
export const DEMO_LEAGUE_USERNAMES: readonly string[] = [DEMO_COMMISSIONER, ...DEMO_PLAYERS].map(
  (member) => member.username,
);

/** In no active league: holds the pending invitation to the inactive Nightfall League. */
export const DEMO_INVITEE: DemoAccount = account('nora', 'Nora', 'Bishop', null);

export const DEMO_LEAGUE_NAME = 'Fangtasy Demo League';
export const NIGHTFALL_LEAGUE_NAME = 'Nightfall League';
/**
 * Members of the Nightfall League besides its commissioner: with nora's team it has its ten, so
 * its draft can start once she accepts. All of them sit on autopick for its draft (they are
 * absent from the demo's draft walk).
 */
export const NIGHTFALL_MEMBERS: readonly { username: string; isVamp: boolean }[] = [
  { username: 'alice', isVamp: false },
  { username: 'bob', isVamp: false },
  { username: 'carmen', isVamp: false },
  { username: 'dmitri', isVamp: false },
  { username: 'elena', isVamp: false },
  { username: 'frank', isVamp: false },
  { username: 'grace', isVamp: false },
  { username: 'mina', isVamp: true },
];

/**
 * Vampire roster rules of the demo league: a night-shift lineup that trades a running back and
 * the flex for a third receiver and a WR/TE slot, with a bigger FAAB war chest.
 */
export const DEMO_VAMPIRE_ROSTER_RULES = {
  quarterback_count: 1,
  running_back_count: 1,
  wide_receiver_count: 3,
  tight_end_count: 1,
  wide_receiver_tight_end_count: 1,
  flex_count: 0,
  bench_count: 5,
  ir_count: 2,
  max_roster_size: 13,
  max_qb_count: 3,
  max_rb_count: 6,
  max_wr_count: 8,
  max_te_count: 3,
  beginning_faab: 150,
};

/**
 * The demo league's vampire bites: a vampire takes any player its right opens, without sending
 * one back, until the Sunday evening after the week (8 PM Eastern, before the night game). At the
 * demo clock, Sunday afternoon of week 9, a week-8 bite is still to be taken, and the players it
 * may take whose games have not kicked off are free to go — under the usual same-position swap,
 * every starter the vampire could send back that week is locked by a game under way.
 */
export const DEMO_BITE_RULES = {
  ...DEFAULT_BITE_RULES,
  swap_rule: 'none' as const,
  deadline_day: 'Sunday' as const,
  deadline_hour: 20,
};

/**
 * The demo league's playoffs: six teams in one-week rounds, weeks 10-12 — seeds 1 and 2 on a bye
 * in week 10 — and a consolation bracket for seeds 7-10 in weeks 11-12, so a clock in the
 * playoffs shows every part of a bracket (docs/decisions/020-playoffs-and-seasons.md).
 */
export const DEMO_PLAYOFF_RULES: PlayoffRules = {
  playoff_teams: 6,
  weeks_per_round: 1,
  first_playoff_week: 10,
  seeding_tiebreaker: 'points_for',
  consolation_bracket: 1,
};
