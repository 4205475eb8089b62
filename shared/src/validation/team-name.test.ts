import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './first-issue';
import { inviteUsernameSchema } from './invite-username';
import { teamNameBodySchema, teamNameSchema } from './team-name';

describe('team name', () => {
  it('is trimmed', () => {
    expect(teamNameSchema.parse('  Night Owls  ')).toBe('Night Owls');
  });

  it.each(['', '    ', undefined])('cannot be empty or just spaces: %j', (value) => {
    expect(firstIssueMessage(teamNameSchema.safeParse(value))).toBe(
      'Team name cannot be empty or just spaces.',
    );
  });

  it('may have 50 characters but not 51 (after trimming)', () => {
    expect(teamNameSchema.safeParse('a'.repeat(50)).success).toBe(true);
    expect(teamNameSchema.safeParse(` ${'a'.repeat(50)} `).success).toBe(true);
    expect(firstIssueMessage(teamNameSchema.safeParse('a'.repeat(51)))).toBe(
      'Team name cannot exceed 50 characters.',
    );
  });

  it.each([
    ['a right-to-left override', 'Bats\u202Eslaw'],
    ['a left-to-right embedding', '\u202ABats'],
    ['a first-strong isolate', 'Bats\u2068'],
    ['a pop directional isolate', 'Bats\u2069'],
    ['a tab', 'Night\tOwls'],
    ['a newline', 'Night\nOwls'],
    ['a C1 control', 'Night\u0085Owls'],
    ['a DEL', 'Night\u007FOwls'],
  ])('cannot carry %s', (_what, name) => {
    expect(firstIssueMessage(teamNameSchema.safeParse(name))).toBe(
      'Team name cannot contain control or text-direction characters.',
    );
  });

  it('may carry any alphabet and marks that are not controls', () => {
    expect(teamNameSchema.parse('Носферату — ночь')).toBe('Носферату — ночь');
    expect(teamNameSchema.parse('ليل الخفافيش')).toBe('ليل الخفافيش');
  });

  it('is the team_name of the update body', () => {
    expect(teamNameBodySchema.parse({ team_name: ' Bats ' })).toEqual({ team_name: 'Bats' });
    expect(firstIssueMessage(teamNameBodySchema.safeParse({}))).toBe(
      'Team name cannot be empty or just spaces.',
    );
  });
});

describe('Add Member username', () => {
  it('is required', () => {
    expect(firstIssueMessage(inviteUsernameSchema.safeParse(''))).toBe('Username is required.');
    expect(firstIssueMessage(inviteUsernameSchema.safeParse('   '))).toBe('Username is required.');
    expect(firstIssueMessage(inviteUsernameSchema.safeParse(undefined))).toBe(
      'Username is required.',
    );
  });

  it.each(['ab', 'a'.repeat(51), 'mina harker', 'mina!'])(
    'rejects the format of %j',
    (username) => {
      expect(firstIssueMessage(inviteUsernameSchema.safeParse(username))).toBe(
        'Invalid username format. Must be 3-50 characters, containing only letters, numbers, or underscores.',
      );
    },
  );

  it('accepts a valid username, trimmed', () => {
    expect(inviteUsernameSchema.parse(' mina_h ')).toBe('mina_h');
  });
});
