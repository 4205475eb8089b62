import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { BracketPage } from '../bracket/bracket-page';

/** Exposed as mf-matchups/Bracket: the playoff bracket inside this remote's style scope. */
function Bracket() {
  return (
    <ExposedRoot>
      <BracketPage />
    </ExposedRoot>
  );
}

export default Bracket satisfies RemotePageModule['default'];
