// The data layer: the api client (axios) with every call, and what grows on it (a read cache, a
// query client). None of it is in /login's first download (decision 055): the login screen
// fetches this chunk when its form is first used, the signed-in shell imports it first.
import { configureApi, login, loginErrorMessage, type User } from '@fangtasy/shared';
import type { LoginBody } from '@fangtasy/shared/validation';
import { runTimeSettings } from '../app/run-time-settings';

// Before any call: the api's URL comes from /config.json, read at start (src/bootstrap.tsx).
const settings = runTimeSettings();
if (settings) configureApi({ baseURL: settings.config.apiBaseUrl });

/** A login's outcome: the user, or the Login screen's text for the failure (rules §8.1). */
export type LoginOutcome = { user: User; problem?: never } | { user?: never; problem: string };

/** POST /users/login through the api client. */
export async function logIn(body: LoginBody): Promise<LoginOutcome> {
  try {
    return { user: await login(body) };
  } catch (failure) {
    return { problem: loginErrorMessage(failure) };
  }
}
