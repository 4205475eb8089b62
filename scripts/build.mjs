// `pnpm build`: production builds of the shell and of every remote REMOTES declares.
// The api needs no build (tsx runs its TypeScript). Pass --stale to skip fresh builds.
import { buildStalePackages, declaredRemotes, federatedPackages } from './lib/product.mjs';

const started = Date.now();
const { built, skipped } = await buildStalePackages(federatedPackages(await declaredRemotes()), {
  force: !process.argv.includes('--stale'),
});
console.log(
  `built ${built.join(', ') || 'nothing'}${skipped.length ? `; fresh: ${skipped.join(', ')}` : ''} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
