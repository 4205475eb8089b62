import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import {
  errorStatusOf,
  loginErrorMessage,
  messageFromError,
  prefixedErrorMessage,
  registerErrorMessage,
  serverMessageOf,
} from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** An AxiosError as axios builds it for an answer with this status and body. */
function answered(status: number, data: unknown = {}): AxiosError {
  const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_RESPONSE,
    config,
    {},
    response,
  );
}

/** An AxiosError for a request that went out and never got an answer. */
const unanswered = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});

describe('loginErrorMessage', () => {
  it('says the credentials are wrong on 401, whatever the server says', () => {
    expect(loginErrorMessage(answered(401, { status: 'error', message: 'nope' }))).toBe(
      'Invalid username or password.',
    );
  });

  it('says the endpoint is missing on 404', () => {
    expect(loginErrorMessage(answered(404))).toBe(MESSAGES.endpointNotFound);
  });

  it("prefixes the server's message on 500", () => {
    expect(loginErrorMessage(answered(500, { status: 'error', message: 'db down' }))).toBe(
      'Server error: db down',
    );
  });

  it('says the server issue is unknown on a 500 without a message', () => {
    expect(loginErrorMessage(answered(500))).toBe('Unknown server issue.');
  });

  it("shows 'Error: ' and the server's message for any other answer", () => {
    expect(
      loginErrorMessage(answered(429, { status: 'error', message: MESSAGES.tooManyLoginAttempts })),
    ).toBe(`Error: ${MESSAGES.tooManyLoginAttempts}`);
  });

  it('says it failed to connect for any other answer without a message', () => {
    expect(loginErrorMessage(answered(400))).toBe('Failed to connect to the server.');
  });

  it('says no response came when the request got no answer', () => {
    expect(loginErrorMessage(unanswered())).toBe('No response from server...');
  });

  it("shows the server's message, or the login default, for a non-success status on a 2xx answer", () => {
    expect(loginErrorMessage(answered(200, { status: 'error', message: 'Account locked' }))).toBe(
      'Account locked',
    );
    expect(loginErrorMessage(answered(200, { status: 'error' }))).toBe(
      'Error logging in. Please try again.',
    );
  });

  it('falls back to the login default for errors that are not from a call', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Error logging in. Please try again.');
  });
});

describe('registerErrorMessage', () => {
  it("shows the server's message when there is one", () => {
    expect(
      registerErrorMessage(answered(409, { status: 'error', message: MESSAGES.usernameTaken })),
    ).toBe(MESSAGES.usernameTaken);
  });

  it('asks to check the backend otherwise', () => {
    expect(registerErrorMessage(unanswered())).toBe(
      'Error registering. Please verify the backend server is running...',
    );
    expect(registerErrorMessage(answered(500, 'plain text'))).toBe(MESSAGES.registerFailed);
  });
});

describe('messageFromError', () => {
  it("prefers the server's message", () => {
    expect(
      messageFromError(
        answered(400, { message: 'Invalid move for this player.' }),
        'Failed to move player.',
      ),
    ).toBe('Invalid move for this player.');
  });

  it('uses the fallback without one (blank messages count as none)', () => {
    expect(messageFromError(answered(500, { message: '  ' }), 'Failed to move player.')).toBe(
      'Failed to move player.',
    );
    expect(messageFromError(new Error('x'), 'Failed to drop player.')).toBe(
      'Failed to drop player.',
    );
  });
});

describe('prefixedErrorMessage', () => {
  it("joins the prefix and the server's message", () => {
    expect(
      prefixedErrorMessage(
        'Failed to fetch scoring rules: ',
        answered(404, { message: 'League not found.' }),
      ),
    ).toBe('Failed to fetch scoring rules: League not found.');
  });

  it("uses the error's own text when the server gave no message, with or without the colon", () => {
    expect(prefixedErrorMessage('Failed to fetch roster rules', unanswered())).toBe(
      'Failed to fetch roster rules: Network Error',
    );
    expect(prefixedErrorMessage('Failed to fetch waiver rules:', new Error('timeout'))).toBe(
      'Failed to fetch waiver rules: timeout',
    );
  });
});

describe('serverMessageOf and errorStatusOf', () => {
  it('read the message and status of an answered call, and nothing from other errors', () => {
    const error = answered(403, {
      status: 'error',
      message: 'Only the league commissioner can do that.',
    });
    expect(serverMessageOf(error)).toBe('Only the league commissioner can do that.');
    expect(errorStatusOf(error)).toBe(403);
    expect(serverMessageOf(new Error('x'))).toBeUndefined();
    expect(errorStatusOf(unanswered())).toBeUndefined();
  });
});
