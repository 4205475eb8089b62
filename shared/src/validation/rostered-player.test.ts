import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './first-issue';
import {
  addFromWaiversBodySchema,
  addToTeamBodySchema,
  rosteredPlayerBodySchema,
  rosteredPlayerIdBodySchema,
  rosterMoveBodySchema,
} from './rostered-player';

describe('rostered player body', () => {
  it('defaults to a rostered player on BENCH', () => {
    expect(rosteredPlayerBodySchema.parse({ league_member_id: 2, player_id: 3 })).toEqual({
      league_member_id: 2,
      player_id: 3,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
  });

  it('upper-cases and trims the slot code', () => {
    expect(
      rosteredPlayerBodySchema.parse({
        league_member_id: 2,
        player_id: 3,
        roster_position: ' flex1 ',
      }).roster_position,
    ).toBe('FLEX1');
  });

  it.each(['BENCH2', 'bench7', 'BENCH'])(
    'reads the bench slot %j as BENCH (§3 numbers bench slots)',
    (code) => {
      expect(
        rosteredPlayerBodySchema.parse({ league_member_id: 2, player_id: 3, roster_position: code })
          .roster_position,
      ).toBe('BENCH');
    },
  );

  it('reads ids sent as numeric strings (an HTML select) as numbers, and nothing else', () => {
    expect(
      rosteredPlayerBodySchema.parse({ league_member_id: '2', player_id: ' 31 ' }),
    ).toMatchObject({ league_member_id: 2, player_id: 31 });
    for (const bad of ['2.5', '-2', 'two', '', '0', '99999999999'])
      expect(
        rosteredPlayerBodySchema.safeParse({ league_member_id: bad, player_id: 3 }).success,
        bad,
      ).toBe(false);
  });

  it.each(['K1', 'BENCH0', 'QB0', 'RB', 'IR', ''])(
    'refuses the slot code %j',
    (roster_position) => {
      expect(
        firstIssueMessage(
          rosteredPlayerBodySchema.safeParse({
            league_member_id: 2,
            player_id: 3,
            roster_position,
          }),
        ),
      ).toBe('Invalid move for this player.');
    },
  );

  it('needs the member and the player', () => {
    expect(firstIssueMessage(rosteredPlayerBodySchema.safeParse({ player_id: 3 }))).toBe(
      'Invalid player or league data.',
    );
    expect(
      firstIssueMessage(
        rosteredPlayerBodySchema.safeParse({ league_member_id: 2, player_id: 'x' }),
      ),
    ).toBe('Invalid player or league data.');
  });

  it('takes is_rostered as 0 or 1 only', () => {
    expect(
      rosteredPlayerBodySchema.safeParse({ league_member_id: 2, player_id: 3, is_rostered: 0 })
        .success,
    ).toBe(true);
    expect(
      rosteredPlayerBodySchema.safeParse({ league_member_id: 2, player_id: 3, is_rostered: true })
        .success,
    ).toBe(false);
  });
});

describe('roster change bodies', () => {
  it('move needs a member, a rostered player and a valid target slot', () => {
    expect(
      rosterMoveBodySchema.parse({
        league_member_id: 1,
        rostered_player_id: 2,
        target_slot: 'wrt1',
      }).target_slot,
    ).toBe('WRT1');
    expect(
      firstIssueMessage(
        rosterMoveBodySchema.safeParse({
          league_member_id: 1,
          rostered_player_id: 2,
          target_slot: 'K1',
        }),
      ),
    ).toBe('Invalid move for this player.');
    expect(
      firstIssueMessage(
        rosterMoveBodySchema.safeParse({ league_member_id: 1, target_slot: 'QB1' }),
      ),
    ).toBe('Invalid player or league data.');
  });

  it('bench and drop need the rostered player', () => {
    expect(rosteredPlayerIdBodySchema.safeParse({ rostered_player_id: 5 }).success).toBe(true);
    expect(firstIssueMessage(rosteredPlayerIdBodySchema.safeParse({}))).toBe(
      'Invalid player or league data.',
    );
  });

  it('a direct add takes an optional drop player', () => {
    expect(addFromWaiversBodySchema.safeParse({ league_member_id: 1, player_id: 2 }).success).toBe(
      true,
    );
    expect(
      addFromWaiversBodySchema.safeParse({
        league_member_id: 1,
        player_id: 2,
        rostered_player_to_drop: null,
      }).success,
    ).toBe(true);
    expect(
      addFromWaiversBodySchema.safeParse({
        league_member_id: 1,
        player_id: 2,
        rostered_player_to_drop: 0,
      }).success,
    ).toBe(false);
  });

  it('the commissioner’s add needs a player and a league member', () => {
    expect(addToTeamBodySchema.safeParse({ league_member_id: 1, player_id: 2 }).success).toBe(true);
    expect(firstIssueMessage(addToTeamBodySchema.safeParse({ player_id: 2 }))).toBe(
      'Please select a player and a league member.',
    );
    expect(firstIssueMessage(addToTeamBodySchema.safeParse({ league_member_id: 1 }))).toBe(
      'Please select a player and a league member.',
    );
  });
});
