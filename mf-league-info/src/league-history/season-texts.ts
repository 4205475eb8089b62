import type { LeagueSeason } from '@fangtasy/shared';

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
