import type { RemotePageModule } from '@fangtasy/shared/federation';
import { AddPlayerPage } from '../add-player/add-player-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-commissioner/AddPlayer: the page inside this remote's style scope. */
function AddPlayer() {
  return (
    <RemoteRoot>
      <AddPlayerPage />
    </RemoteRoot>
  );
}

export default AddPlayer satisfies RemotePageModule['default'];
