/** `@fangtasy/shared/testing` — component-test helpers for the browser packages (never bundled). */
export { ALICE, apiError, DEMO_LEAGUE, member, renderWithSession } from './render-with-session';
export { biteRight } from './bite-right';
