import type { RemotePageModule } from '@fangtasy/shared/federation';
import { MyTeamPage } from '../my-team/my-team-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-roster/MyTeam: the page inside this remote's style scope. */
function MyTeam() {
  return (
    <RemoteRoot>
      <MyTeamPage />
    </RemoteRoot>
  );
}

export default MyTeam satisfies RemotePageModule['default'];
