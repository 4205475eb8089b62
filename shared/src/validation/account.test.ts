import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './first-issue';
import { loginSchema, registerBodySchema, registerSchema } from './account';
import { readLoginForm } from './login-form';

const valid = {
  username: 'night_owl7',
  email_address: 'owl@fangtasy.test',
  first_name: 'Mary-Jo',
  last_name: 'Van Helsing',
  password: 'garlic-1234',
  confirm_password: 'garlic-1234',
};
const messageFor = (values: Record<string, unknown>) =>
  firstIssueMessage(registerSchema.safeParse(values));

describe('register form', () => {
  it('accepts a complete, well-formed registration and trims the text fields', () => {
    const result = registerSchema.safeParse({
      ...valid,
      username: '  night_owl7 ',
      first_name: ' Mary-Jo ',
    });
    expect(result.success).toBe(true);
    expect(result.data?.username).toBe('night_owl7');
    expect(result.data?.first_name).toBe('Mary-Jo');
  });

  it.each(Object.keys(valid))("says 'All fields are required.' when %s is empty", (field) => {
    expect(messageFor({ ...valid, [field]: '' })).toBe('All fields are required.');
  });

  it("says 'All fields are required.' when a field is missing or only spaces", () => {
    const { email_address: _omitted, ...missingEmail } = valid;
    expect(messageFor(missingEmail)).toBe('All fields are required.');
    expect(messageFor({ ...valid, last_name: '   ' })).toBe('All fields are required.');
  });

  it('puts the empty-field rule before every format rule', () => {
    expect(messageFor({ ...valid, username: 'x', password: '' })).toBe('All fields are required.');
  });

  it.each(['ab', 'a'.repeat(51), 'bad name', 'dash-ed', 'émile'])(
    'rejects the username %j',
    (username) => {
      expect(messageFor({ ...valid, username })).toBe(
        'Username must be 3-50 characters and contain only letters, numbers, or underscores.',
      );
    },
  );

  it('accepts usernames of exactly 3 and 50 characters', () => {
    expect(messageFor({ ...valid, username: 'abc' })).toBeNull();
    expect(messageFor({ ...valid, username: 'a'.repeat(50) })).toBeNull();
  });

  it.each(['owl', 'owl@', 'owl@fangtasy', '@fangtasy.test', 'o wl@fangtasy.test'])(
    'rejects the email %j',
    (email) => {
      expect(messageFor({ ...valid, email_address: email })).toBe(
        'Invalid email format. Please enter a valid email.',
      );
    },
  );

  it('rejects first names with digits or over 50 characters', () => {
    const message =
      'First name must be 1-50 characters and contain only letters, spaces, or hyphens.';
    expect(messageFor({ ...valid, first_name: 'R2D2' })).toBe(message);
    expect(messageFor({ ...valid, first_name: 'a'.repeat(51) })).toBe(message);
  });

  it('rejects last names with symbols', () => {
    expect(messageFor({ ...valid, last_name: 'Smith!' })).toBe(
      'Last name must be 1-50 characters and contain only letters, spaces, or hyphens.',
    );
  });

  it('accepts names in any alphabet', () => {
    expect(messageFor({ ...valid, first_name: 'Zoë', last_name: 'Ñúñez' })).toBeNull();
  });

  it('needs a password of at least 8 characters', () => {
    expect(messageFor({ ...valid, password: 'short12', confirm_password: 'short12' })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(messageFor({ ...valid, password: '12345678', confirm_password: '12345678' })).toBeNull();
  });

  it('needs the confirmation to match', () => {
    expect(messageFor({ ...valid, confirm_password: 'garlic-12345' })).toBe(
      'Passwords do not match.',
    );
  });

  it('reports the first broken rule in the spec’s order', () => {
    expect(
      messageFor({
        ...valid,
        username: 'x',
        email_address: 'nope',
        confirm_password: 'other-pass',
      }),
    ).toBe('Username must be 3-50 characters and contain only letters, numbers, or underscores.');
    expect(messageFor({ ...valid, email_address: 'nope', first_name: '1' })).toBe(
      'Invalid email format. Please enter a valid email.',
    );
    expect(messageFor({ ...valid, last_name: '1', password: 'short' })).toBe(
      'Last name must be 1-50 characters and contain only letters, spaces, or hyphens.',
    );
    expect(messageFor({ ...valid, password: 'short', confirm_password: 'other' })).toBe(
      'Password must be at least 8 characters.',
    );
  });

  it('points each issue at its field', () => {
    const result = registerSchema.safeParse({ ...valid, email_address: 'nope' });
    expect(result.error?.issues[0]?.path).toEqual(['email_address']);
  });
});

describe('register body', () => {
  const { confirm_password: _confirm, ...body } = valid;

  it('accepts the form without the confirmation', () => {
    expect(registerBodySchema.safeParse(body).success).toBe(true);
  });

  it('applies the same rules and texts', () => {
    expect(firstIssueMessage(registerBodySchema.safeParse({ ...body, username: '' }))).toBe(
      'All fields are required.',
    );
    expect(firstIssueMessage(registerBodySchema.safeParse({ ...body, password: 'short' }))).toBe(
      'Password must be at least 8 characters.',
    );
    expect(firstIssueMessage(registerBodySchema.safeParse({ ...body, username: 42 }))).toBe(
      'All fields are required.',
    );
  });
});

describe('login form', () => {
  it('trims the username and keeps the password as typed', () => {
    const result = loginSchema.safeParse({ username: '  alice ', password: ' secret ' });
    expect(result.data).toEqual({ username: 'alice', password: ' secret ' });
  });

  it.each([
    { username: '', password: 'x' },
    { username: '   ', password: 'x' },
    { username: 'alice', password: '' },
    { username: 'alice' },
    {},
  ])('needs both fields: %j', (values) => {
    expect(firstIssueMessage(loginSchema.safeParse(values))).toBe(
      'Username and password are required.',
    );
  });

  it.each([
    { username: 'alice', password: 'fangtasy-demo' },
    { username: '  alice ', password: ' secret ' },
    { username: '', password: 'x' },
    { username: '   ', password: 'x' },
    { username: 'alice', password: '' },
    { username: '', password: '' },
  ])('the login screen reads %j as loginSchema does', (fields) => {
    const parsed = loginSchema.safeParse(fields);
    const read = readLoginForm(fields);
    expect(read.problem).toBe(firstIssueMessage(parsed));
    expect(read.body).toEqual(parsed.success ? parsed.data : null);
  });
});
