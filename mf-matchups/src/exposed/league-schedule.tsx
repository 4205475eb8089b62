import type { RemotePageModule } from '@fangtasy/shared/federation';
import { LeagueSchedulePage } from '../league-schedule/league-schedule-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-matchups/LeagueSchedule: the page inside this remote's style scope. */
function LeagueSchedule() {
  return (
    <RemoteRoot>
      <LeagueSchedulePage />
    </RemoteRoot>
  );
}

export default LeagueSchedule satisfies RemotePageModule['default'];
