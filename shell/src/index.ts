// The async boundary: shared singletons (React, the session atoms) are negotiated by the
// federation runtime before any of the app's modules run.
import('./bootstrap');
