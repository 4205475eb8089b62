import { isAxiosError } from 'axios';
import { MESSAGES } from '../domain/messages';

/** The server's `message` on an error answer, or undefined when there is none. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** The HTTP status of a failed call, or undefined when no answer came back. */
export const errorStatusOf = (error: unknown): number | undefined =>
  isAxiosError(error) ? error.response?.status : undefined;

/** The Login screen's text for a failed login (rules §8.1). */
export function loginErrorMessage(error: unknown): string {
  if (!isAxiosError(error)) return MESSAGES.loginFailed;
  const response = error.response;
  if (!response) return error.request ? MESSAGES.noResponse : MESSAGES.loginFailed;
  const message = serverMessageOf(error);
  // A 2xx answer whose status is not 'success' (the client turns it into an error).
  if (response.status < 300) return message ?? MESSAGES.loginFailed;
  if (response.status === 401) return MESSAGES.invalidCredentials;
  if (response.status === 404) return MESSAGES.endpointNotFound;
  if (response.status === 500) return MESSAGES.serverError(message);
  return MESSAGES.otherError(message);
}

/** The Register screen's text: the server's message, else the spec's default. */
export const registerErrorMessage = (error: unknown): string =>
  serverMessageOf(error) ?? MESSAGES.registerFailed;

/** The server's message when the answer has one, else the screen's own default text. */
export const messageFromError = (error: unknown, fallback: string): string =>
  serverMessageOf(error) ?? fallback;

/**
 * Texts like 'Failed to fetch scoring rules: ' + the server's message or the error's own text
 * (rules §8.11). The prefix may be given with or without its colon.
 */
export function prefixedErrorMessage(prefix: string, error: unknown): string {
  const detail =
    serverMessageOf(error) ??
    (error instanceof Error && error.message
      ? error.message
      : typeof error === 'string'
        ? error
        : 'Unknown error');
  return `${prefix.replace(/:\s*$/, '')}: ${detail}`;
}
