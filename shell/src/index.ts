// No async boundary: the shell shares nothing through the federation runtime at start-up (it
// provides its libraries to the remotes later, src/remotes/federation.ts), so the app starts at
// once from the first script.
import './bootstrap';
