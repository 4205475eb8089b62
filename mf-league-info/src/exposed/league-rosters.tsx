import type { RemotePageModule } from '@fangtasy/shared/federation';
import { LeagueRostersPage } from '../league-rosters/league-rosters-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-league-info/LeagueRosters: the page inside this remote's style scope. */
function LeagueRosters() {
  return (
    <RemoteRoot>
      <LeagueRostersPage />
    </RemoteRoot>
  );
}

export default LeagueRosters satisfies RemotePageModule['default'];
