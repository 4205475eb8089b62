import { MESSAGES } from '../domain/messages';
import type { LoginBody } from './account';

/** The Login form read: the body to send, or the message to show instead. */
export type LoginFormReading =
  { body: Required<LoginBody>; problem: null } | { body: null; problem: string };

/**
 * The Login form's rule (rules §5) in plain code: the username, trimmed, and the password,
 * as typed, must both be given. It is `loginSchema`'s rule without zod, so the login screen,
 * the first thing every visitor downloads, needs no schema library (a test holds the two equal).
 */
export function readLoginForm(fields: { username: string; password: string }): LoginFormReading {
  const body = { username: fields.username.trim(), password: fields.password };
  return body.username === '' || body.password === ''
    ? { body: null, problem: MESSAGES.loginRequired }
    : { body, problem: null };
}
