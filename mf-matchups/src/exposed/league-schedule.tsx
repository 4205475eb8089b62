import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { LeagueSchedulePage } from '../league-schedule/league-schedule-page';

/** Exposed as mf-matchups/LeagueSchedule: the page inside this remote's style scope. */
function LeagueSchedule() {
  return (
    <ExposedRoot>
      <LeagueSchedulePage />
    </ExposedRoot>
  );
}

export default LeagueSchedule satisfies RemotePageModule['default'];
