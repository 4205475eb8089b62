import type { RemotePageModule } from '@fangtasy/shared/federation';
import { BitePage } from '../bite/bite-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-matchups/Bite: the vampire's bite inside this remote's style scope. */
function Bite() {
  return (
    <RemoteRoot>
      <BitePage />
    </RemoteRoot>
  );
}

export default Bite satisfies RemotePageModule['default'];
