import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { RenewLeaguePage } from '../renew-league/renew-league-page';

/** Exposed as mf-commissioner/RenewLeague: the season's renewal inside this remote's style scope. */
function RenewLeague() {
  return (
    <ExposedRoot>
      <RenewLeaguePage />
    </ExposedRoot>
  );
}

export default RenewLeague satisfies RemotePageModule['default'];
