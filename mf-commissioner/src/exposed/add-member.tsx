import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { AddMemberPage } from '../add-member/add-member-page';

/** Exposed as mf-commissioner/AddMember: the page inside this remote's style scope. */
function AddMember() {
  return (
    <ExposedRoot>
      <AddMemberPage />
    </ExposedRoot>
  );
}

export default AddMember satisfies RemotePageModule['default'];
