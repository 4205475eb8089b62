import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { LeagueRostersPage } from '../league-rosters/league-rosters-page';

/** Exposed as mf-league-info/LeagueRosters: the page inside this remote's style scope. */
function LeagueRosters() {
  return (
    <ExposedRoot>
      <LeagueRostersPage />
    </ExposedRoot>
  );
}

export default LeagueRosters satisfies RemotePageModule['default'];
