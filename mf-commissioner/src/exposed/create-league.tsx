import type { RemotePageModule } from '@fangtasy/shared/federation';
import { CreateLeaguePage } from '../create-league/create-league-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-commissioner/CreateLeague: the page inside this remote's style scope. */
function CreateLeague() {
  return (
    <RemoteRoot>
      <CreateLeaguePage />
    </RemoteRoot>
  );
}

export default CreateLeague satisfies RemotePageModule['default'];
