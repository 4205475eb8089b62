import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { AddPlayerPage } from '../add-player/add-player-page';

/** Exposed as mf-commissioner/AddPlayer: the page inside this remote's style scope. */
function AddPlayer() {
  return (
    <ExposedRoot>
      <AddPlayerPage />
    </ExposedRoot>
  );
}

export default AddPlayer satisfies RemotePageModule['default'];
