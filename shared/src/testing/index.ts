// The jest-dom matchers' types for every package whose tests use these helpers (the matchers
// themselves are installed by setup.ts).
/// <reference types="@testing-library/jest-dom/vitest" />
/** `@fangtasy/shared/testing` — component-test helpers for the browser packages (never bundled). */
export { ALICE, apiError, DEMO_LEAGUE, member, renderWithSession } from './render-with-session';
export { biteRight } from './bite-right';
export { forgetWindowWidth, windowOfWidth } from './window-of-width';
export {
  fail,
  fakeApiPerTest,
  inTurn,
  installFakeApi,
  noContent,
  noResponse,
  ok,
  okStatus,
} from './fake-api';
export type { FakeApi, FakeCall, FakeReply, FakeRoute } from './fake-api';
export { FakeEventSource } from './fake-event-source';
