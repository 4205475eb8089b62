import type { RemotePageModule } from '@fangtasy/shared/federation';
import { MatchupsPage } from '../matchups/matchups-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-matchups/Matchups: the page inside this remote's style scope. */
function Matchups() {
  return (
    <RemoteRoot>
      <MatchupsPage />
    </RemoteRoot>
  );
}

export default Matchups satisfies RemotePageModule['default'];
