import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { MyTeamPage } from '../my-team/my-team-page';

/** Exposed as mf-roster/MyTeam: the page inside this remote's style scope. */
function MyTeam() {
  return (
    <ExposedRoot>
      <MyTeamPage />
    </ExposedRoot>
  );
}

export default MyTeam satisfies RemotePageModule['default'];
