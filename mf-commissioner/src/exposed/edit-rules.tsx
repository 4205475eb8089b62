import type { RemotePageModule } from '@fangtasy/shared/federation';
import { EditRulesPage } from '../edit-rules/edit-rules-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-commissioner/EditRules: a league's rules before activation, in this remote's style scope. */
function EditRules() {
  return (
    <RemoteRoot>
      <EditRulesPage />
    </RemoteRoot>
  );
}

export default EditRules satisfies RemotePageModule['default'];
