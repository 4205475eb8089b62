import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { CreateLeaguePage } from '../create-league/create-league-page';

/** Exposed as mf-commissioner/CreateLeague: the page inside this remote's style scope. */
function CreateLeague() {
  return (
    <ExposedRoot>
      <CreateLeaguePage />
    </ExposedRoot>
  );
}

export default CreateLeague satisfies RemotePageModule['default'];
