// The async boundary: the standalone page waits for the federation runtime to provide the
// shared singletons before any module that uses them runs.
import('./standalone/bootstrap');
