import { describe, expect, it } from 'vitest';
import { recordText, teamNameOrUnknown, teamWithOwnerText } from './team-texts';

describe('team texts', () => {
  it("names a team, or 'Unknown' when its name is missing or blank", () => {
    expect(teamNameOrUnknown('Whitby Night Owls')).toBe('Whitby Night Owls');
    expect(teamNameOrUnknown('  ')).toBe('Unknown');
    expect(teamNameOrUnknown(null)).toBe('Unknown');
  });

  it('adds the owner, and prints a record wins-losses-ties', () => {
    expect(teamWithOwnerText({ team_name: 'Whitby Night Owls', username: 'mina' })).toBe(
      'Whitby Night Owls (mina)',
    );
    expect(teamWithOwnerText({ team_name: null, username: 'mina' })).toBe('Unknown (mina)');
    expect(recordText({ wins: 5, losses: 3, ties: 1 })).toBe('5-3-1');
  });
});
