import type { RemotePageModule } from '@fangtasy/shared/federation';
import { LeagueHistoryPage } from '../league-history/league-history-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-league-info/LeagueHistory: the league's past seasons inside this remote's style scope. */
function LeagueHistory() {
  return (
    <RemoteRoot>
      <LeagueHistoryPage />
    </RemoteRoot>
  );
}

export default LeagueHistory satisfies RemotePageModule['default'];
