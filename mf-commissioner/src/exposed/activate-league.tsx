import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { ActivateLeaguePage } from '../activate-league/activate-league-page';

/** Exposed as mf-commissioner/ActivateLeague: the page inside this remote's style scope. */
function ActivateLeague() {
  return (
    <ExposedRoot>
      <ActivateLeaguePage />
    </ExposedRoot>
  );
}

export default ActivateLeague satisfies RemotePageModule['default'];
