import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { LeagueHistoryPage } from '../league-history/league-history-page';

/** Exposed as mf-league-info/LeagueHistory: the league's past seasons inside this remote's style scope. */
function LeagueHistory() {
  return (
    <ExposedRoot>
      <LeagueHistoryPage />
    </ExposedRoot>
  );
}

export default LeagueHistory satisfies RemotePageModule['default'];
