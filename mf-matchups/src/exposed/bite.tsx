import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { BitePage } from '../bite/bite-page';

/** Exposed as mf-matchups/Bite: the vampire's bite inside this remote's style scope. */
function Bite() {
  return (
    <ExposedRoot>
      <BitePage />
    </ExposedRoot>
  );
}

export default Bite satisfies RemotePageModule['default'];
