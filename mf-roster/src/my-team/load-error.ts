import { errorStatusOf, MESSAGES } from '@fangtasy/shared';

/** The roster screen's text for a failed load (rules §8.4). */
export function myTeamLoadError(error: unknown): string {
  switch (errorStatusOf(error)) {
    case 403:
      return MESSAGES.userNotMember;
    case 404:
      // The league in the browser's display state no longer exists.
      return MESSAGES.invalidUserOrLeague;
    default:
      return MESSAGES.failedToLoadRoster;
  }
}
