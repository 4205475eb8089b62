/** `@fangtasy/shared/testing` — component-test helpers for the browser packages (never bundled). */
export { ALICE, apiError, DEMO_LEAGUE, member, renderWithSession } from './render-with-session';
export { biteRight } from './bite-right';
export {
  fail,
  fakeApiPerTest,
  installFakeApi,
  noContent,
  noResponse,
  ok,
  okStatus,
} from './fake-api';
export type { FakeApi, FakeCall, FakeReply, FakeRoute } from './fake-api';
