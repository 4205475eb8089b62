import type { RemotePageModule } from '@fangtasy/shared/federation';
import { RenewLeaguePage } from '../renew-league/renew-league-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-commissioner/RenewLeague: the season's renewal inside this remote's style scope. */
function RenewLeague() {
  return (
    <RemoteRoot>
      <RenewLeaguePage />
    </RemoteRoot>
  );
}

export default RenewLeague satisfies RemotePageModule['default'];
