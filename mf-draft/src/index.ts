// The standalone page: this remote's pages on their own, an ordinary app without federation
// (its container, remoteEntry.js, is a separate build; see remoteConfig in shared/src/federation).
import './standalone/bootstrap';
