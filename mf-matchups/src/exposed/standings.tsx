import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { StandingsPage } from '../standings/standings-page';

/** Exposed as mf-matchups/Standings: the page inside this remote's style scope. */
function Standings() {
  return (
    <ExposedRoot>
      <StandingsPage />
    </ExposedRoot>
  );
}

export default Standings satisfies RemotePageModule['default'];
