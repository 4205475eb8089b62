import { MESSAGES } from '@fangtasy/shared';

/** A team as Matchups and the League Schedule name it: its team name, or 'Unknown'. */
export const teamNameOrUnknown = (name: string | null | undefined): string =>
  name?.trim() ? name : MESSAGES.unknownTeam;
