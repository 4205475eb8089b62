// The one component-test setup of every remote (jsdom, the shared setup file).
export { default } from '../shared/src/testing/remote-vitest-config';
