import type { RemotePageModule } from '@fangtasy/shared/federation';
import { BracketPage } from '../bracket/bracket-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-matchups/Bracket: the playoff bracket inside this remote's style scope. */
function Bracket() {
  return (
    <RemoteRoot>
      <BracketPage />
    </RemoteRoot>
  );
}

export default Bracket satisfies RemotePageModule['default'];
