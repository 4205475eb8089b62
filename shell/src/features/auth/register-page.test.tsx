// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, fail, okStatus } from '@fangtasy/shared/testing';
import type { FakeApi, FakeReply } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'POST /users/register': okStatus({
      id: 42,
      message: 'Registration successful! Please log in.',
    }),
  });
});
afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

const valid = {
  Username: 'nora_n',
  Email: 'nora@fangtasy.demo',
  'First Name': 'Nora',
  'Last Name': 'Night-Shade',
  Password: 'fangtasy-demo',
  'Confirm Password': 'fangtasy-demo',
};

function fillIn(values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries({ ...valid, ...values })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
const location = () => screen.getByTestId('location').textContent;

describe('Register screen', () => {
  it('has six labelled fields and the link back to login', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    for (const label of Object.keys(valid))
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
    expect(location()).toBe('/login');
  });

  it.each<[string, Partial<typeof valid>, string]>([
    ['an empty field', { 'Last Name': '' }, 'All fields are required.'],
    ['an empty confirmation', { 'Confirm Password': '' }, 'All fields are required.'],
    [
      'a short username',
      { Username: 'no' },
      'Username must be 3-50 characters and contain only letters, numbers, or underscores.',
    ],
    [
      'a username with a dash',
      { Username: 'nora-n' },
      'Username must be 3-50 characters and contain only letters, numbers, or underscores.',
    ],
    [
      'a bad e-mail',
      { Email: 'nora.fangtasy.demo' },
      'Invalid email format. Please enter a valid email.',
    ],
    [
      'a first name with digits',
      { 'First Name': 'N0ra' },
      'First name must be 1-50 characters and contain only letters, spaces, or hyphens.',
    ],
    [
      'a last name with digits',
      { 'Last Name': 'Sh4de' },
      'Last name must be 1-50 characters and contain only letters, spaces, or hyphens.',
    ],
    [
      'a short password',
      { Password: 'short', 'Confirm Password': 'short' },
      'Password must be at least 8 characters.',
    ],
    [
      'a different confirmation',
      { 'Confirm Password': 'fangtasy-dem0' },
      'Passwords do not match.',
    ],
  ])('%s: shows the spec text and sends nothing', async (_case, values, text) => {
    renderApp('/register');
    fillIn(values);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.callsTo('POST /users/register')).toHaveLength(0);
  });

  it('shows "Registering..." while busy and sends the account without the confirmation', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    api.set({ 'POST /users/register': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/register');
    fillIn({});
    submit();
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(api.callsTo('POST /users/register')[0]?.body).toEqual({
      username: 'nora_n',
      email_address: 'nora@fangtasy.demo',
      first_name: 'Nora',
      last_name: 'Night-Shade',
      password: 'fangtasy-demo',
    });
    await act(async () =>
      answer(okStatus({ id: 42, message: 'Registration successful! Please log in.' })),
    );
    expect(await screen.findByText('Registration successful! Please log in.')).toBeInTheDocument();
  });

  it('goes to /login 2 s after success, with the new username filled in', async () => {
    renderApp('/register');
    fillIn({});
    vi.useFakeTimers();
    submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Registration successful! Please log in.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(location()).toBe('/register');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/login');
    expect(screen.getByLabelText('Username')).toHaveValue('nora_n');
  });

  it.each([
    [fail(409, 'Username is already taken.'), 'Username is already taken.'],
    [fail(500), 'Error registering. Please verify the backend server is running...'],
    [
      { noResponse: true as const },
      'Error registering. Please verify the backend server is running...',
    ],
  ])('a failed registration shows the server message or the default text', async (route, text) => {
    api.set({ 'POST /users/register': route });
    renderApp('/register');
    fillIn({});
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(location()).toBe('/register');
  });
});
