import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ActivateLeaguePage } from '../activate-league/activate-league-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-commissioner/ActivateLeague: the page inside this remote's style scope. */
function ActivateLeague() {
  return (
    <RemoteRoot>
      <ActivateLeaguePage />
    </RemoteRoot>
  );
}

export default ActivateLeague satisfies RemotePageModule['default'];
