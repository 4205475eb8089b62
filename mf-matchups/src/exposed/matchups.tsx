import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { MatchupsPage } from '../matchups/matchups-page';

/** Exposed as mf-matchups/Matchups: the page inside this remote's style scope. */
function Matchups() {
  return (
    <ExposedRoot>
      <MatchupsPage />
    </ExposedRoot>
  );
}

export default Matchups satisfies RemotePageModule['default'];
