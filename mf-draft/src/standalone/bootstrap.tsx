import { startStandalone } from '@fangtasy/shared/standalone';
import type { RemotePageModule } from '@fangtasy/shared/remotes';

// Every page REMOTES declares for this remote, each from src/exposed/<file>.tsx.
void startStandalone(
  'mf-draft',
  (file) => import(`../exposed/${file}.tsx`) as Promise<RemotePageModule>,
);
