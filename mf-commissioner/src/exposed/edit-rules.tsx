import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { EditRulesPage } from '../edit-rules/edit-rules-page';

/** Exposed as mf-commissioner/EditRules: a league's rules before activation, in this remote's style scope. */
function EditRules() {
  return (
    <ExposedRoot>
      <EditRulesPage />
    </ExposedRoot>
  );
}

export default EditRules satisfies RemotePageModule['default'];
