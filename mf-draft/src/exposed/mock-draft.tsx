import type { RemotePageModule } from '@fangtasy/shared/remotes';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { MockDraftPage } from '../mock/mock-draft-page';

/** Exposed as mf-draft/MockDraft: the page inside this remote's style scope. */
function MockDraft() {
  return (
    <ExposedRoot>
      <MockDraftPage />
    </ExposedRoot>
  );
}

export default MockDraft satisfies RemotePageModule['default'];
