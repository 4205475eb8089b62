import { MESSAGES, type LeagueSeason, type SeasonTeam } from '@fangtasy/shared';

/** A season's team as history names it: its team name (or 'Unknown') and its owner. */
export const seasonTeamText = (team: SeasonTeam): string =>
  `${team.team_name?.trim() ? team.team_name : MESSAGES.unknownTeam} (${team.username})`;

const STATUS_TEXT: Record<LeagueSeason['status'], string> = {
  not_active: 'Not started: the commissioner activates it',
  regular_season: 'Regular season under way',
  playoffs: 'Playoffs under way',
  complete: 'Complete',
};

/** Where a season stands, in a member's words. */
export const seasonStatusText = (status: LeagueSeason['status']): string => STATUS_TEXT[status];

/** The seasons newest first: the one a member cares about most is at the top. */
export const newestFirst = (seasons: readonly LeagueSeason[]): LeagueSeason[] =>
  [...seasons].sort((a, b) => b.season - a.season);
