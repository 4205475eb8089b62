import type { RemotePageModule } from '@fangtasy/shared/federation';
import { RemoteRoot } from '../remote-root/remote-root';
import { StandingsPage } from '../standings/standings-page';

/** Exposed as mf-matchups/Standings: the page inside this remote's style scope. */
function Standings() {
  return (
    <RemoteRoot>
      <StandingsPage />
    </RemoteRoot>
  );
}

export default Standings satisfies RemotePageModule['default'];
