import type { RemotePageModule } from '@fangtasy/shared/federation';
import { AddMemberPage } from '../add-member/add-member-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-commissioner/AddMember: the page inside this remote's style scope. */
function AddMember() {
  return (
    <RemoteRoot>
      <AddMemberPage />
    </RemoteRoot>
  );
}

export default AddMember satisfies RemotePageModule['default'];
