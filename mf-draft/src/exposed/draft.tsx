import type { RemotePageModule } from '@fangtasy/shared/remotes';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { DraftPage } from '../draft/draft-page';

/** Exposed as mf-draft/Draft: the page inside this remote's style scope. */
function Draft() {
  return (
    <ExposedRoot>
      <DraftPage />
    </ExposedRoot>
  );
}

export default Draft satisfies RemotePageModule['default'];
