import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './first-issue';
import { claimFormSchema, waiverClaimBodySchema, type ClaimFormContext } from './waiver-claim';

const context = (overrides: Partial<ClaimFormContext> = {}): ClaimFormContext => ({
  remainingBudget: 40,
  rosterFull: false,
  maxRosterSize: 13,
  existingClaims: [],
  ...overrides,
});
const claimMessage = (values: Record<string, unknown>, overrides: Partial<ClaimFormContext> = {}) =>
  firstIssueMessage(claimFormSchema(context(overrides)).safeParse(values));

describe('claim form', () => {
  it('accepts a bid within budget and gives numbers back', () => {
    const result = claimFormSchema(context()).safeParse({
      player_id: 9,
      faab_claim_amount: ' 12 ',
    });
    expect(result.data).toEqual({
      player_id: 9,
      faab_claim_amount: 12,
      rostered_player_to_drop: null,
    });
  });

  it('accepts a $0 bid and a bid of the whole budget', () => {
    expect(claimMessage({ player_id: 9, faab_claim_amount: 0 })).toBeNull();
    expect(claimMessage({ player_id: 9, faab_claim_amount: 40 })).toBeNull();
  });

  it.each([-1, 2.5, '', '  ', 'ten', Number.NaN, null])(
    'refuses the bid %j',
    (faab_claim_amount) => {
      expect(claimMessage({ player_id: 9, faab_claim_amount })).toBe(
        'Enter a valid FAAB amount (non-negative number)',
      );
    },
  );

  it('refuses a bid over the remaining budget, naming the budget', () => {
    expect(claimMessage({ player_id: 9, faab_claim_amount: 41 })).toBe(
      'FAAB amount exceeds remaining budget of $40',
    );
  });

  it('treats a member without a budget as having $0', () => {
    expect(claimMessage({ player_id: 9, faab_claim_amount: 1 }, { remainingBudget: null })).toBe(
      'FAAB amount exceeds remaining budget of $0',
    );
  });

  it('needs a drop player when the roster is full', () => {
    expect(claimMessage({ player_id: 9, faab_claim_amount: 5 }, { rosterFull: true })).toBe(
      'Please select a player to drop',
    );
    expect(
      claimMessage(
        { player_id: 9, faab_claim_amount: 5, rostered_player_to_drop: null },
        { rosterFull: true },
      ),
    ).toBe('Please select a player to drop');
    expect(
      claimMessage(
        { player_id: 9, faab_claim_amount: 5, rostered_player_to_drop: 31 },
        { rosterFull: true },
      ),
    ).toBeNull();
  });

  it("allows 'Do Not Drop Player' when the roster has room", () => {
    expect(
      claimMessage({ player_id: 9, faab_claim_amount: 5, rostered_player_to_drop: null }),
    ).toBeNull();
  });

  it.each([undefined, null, '13', Number.NaN])(
    'says the roster rules are invalid when max_roster_size is %j',
    (maxRosterSize) => {
      expect(claimMessage({ player_id: 9, faab_claim_amount: 5 }, { maxRosterSize })).toBe(
        'Invalid roster rules',
      );
    },
  );

  it('refuses a second claim for the same player and drop choice', () => {
    const existingClaims = [
      { id: 1, player_id: 9, rostered_player_to_drop: null },
      { id: 2, player_id: 9, rostered_player_to_drop: 31 },
    ];
    expect(claimMessage({ player_id: 9, faab_claim_amount: 5 }, { existingClaims })).toBe(
      'A claim for this player and drop selection already exists',
    );
    expect(
      claimMessage(
        { player_id: 9, faab_claim_amount: 5, rostered_player_to_drop: 31 },
        { existingClaims },
      ),
    ).toBe('A claim for this player and drop selection already exists');
  });

  it('allows the same player with a different drop choice, or another player', () => {
    const existingClaims = [{ id: 1, player_id: 9, rostered_player_to_drop: 31 }];
    expect(
      claimMessage(
        { player_id: 9, faab_claim_amount: 5, rostered_player_to_drop: 32 },
        { existingClaims },
      ),
    ).toBeNull();
    expect(claimMessage({ player_id: 9, faab_claim_amount: 5 }, { existingClaims })).toBeNull();
    expect(
      claimMessage(
        { player_id: 10, faab_claim_amount: 5, rostered_player_to_drop: 31 },
        { existingClaims },
      ),
    ).toBeNull();
  });

  it('does not count the claim being edited as its own duplicate', () => {
    const existingClaims = [{ id: 1, player_id: 9, rostered_player_to_drop: null }];
    expect(
      claimMessage({ player_id: 9, faab_claim_amount: 7 }, { existingClaims, editingClaimId: 1 }),
    ).toBeNull();
    expect(
      claimMessage({ player_id: 9, faab_claim_amount: 7 }, { existingClaims, editingClaimId: 2 }),
    ).toBe('A claim for this player and drop selection already exists');
  });

  it('needs the player', () => {
    expect(claimMessage({ faab_claim_amount: 5 })).toBe('Missing required information');
    expect(claimMessage({ player_id: 0, faab_claim_amount: -1 })).toBe(
      'Missing required information',
    );
  });

  it('walks the rules in the modal’s order: bid, budget, rules, drop, duplicate', () => {
    const existingClaims = [{ id: 1, player_id: 9, rostered_player_to_drop: null }];
    const everythingWrong = { rosterFull: true, maxRosterSize: 'x', existingClaims };
    expect(claimMessage({ player_id: 9, faab_claim_amount: -3 }, everythingWrong)).toBe(
      'Enter a valid FAAB amount (non-negative number)',
    );
    expect(claimMessage({ player_id: 9, faab_claim_amount: 50 }, everythingWrong)).toBe(
      'FAAB amount exceeds remaining budget of $40',
    );
    expect(claimMessage({ player_id: 9, faab_claim_amount: 5 }, everythingWrong)).toBe(
      'Invalid roster rules',
    );
    expect(
      claimMessage({ player_id: 9, faab_claim_amount: 5 }, { rosterFull: true, existingClaims }),
    ).toBe('Please select a player to drop');
  });
});

describe('waiver claim body', () => {
  const body = {
    league_id: 1,
    league_member_id: 2,
    player_id: 3,
    faab_claim_amount: 0,
    is_active: 1,
  };

  it('accepts a claim with or without a drop player and priority', () => {
    expect(waiverClaimBodySchema.safeParse(body).success).toBe(true);
    expect(
      waiverClaimBodySchema.safeParse({ ...body, rostered_player_to_drop: 8, priority: 2 }).success,
    ).toBe(true);
    expect(
      waiverClaimBodySchema.safeParse({ ...body, rostered_player_to_drop: null }).success,
    ).toBe(true);
  });

  it.each(['league_id', 'league_member_id', 'player_id'])('needs %s', (field) => {
    expect(
      firstIssueMessage(waiverClaimBodySchema.safeParse({ ...body, [field]: undefined })),
    ).toBe('Missing required information');
    expect(firstIssueMessage(waiverClaimBodySchema.safeParse({ ...body, [field]: -2 }))).toBe(
      'Missing required information',
    );
  });

  it.each([-1, 1.25, '5', null])('refuses the bid %j', (faab_claim_amount) => {
    expect(firstIssueMessage(waiverClaimBodySchema.safeParse({ ...body, faab_claim_amount }))).toBe(
      'Enter a valid FAAB amount (non-negative number)',
    );
  });

  it('refuses a priority that is not a positive whole number', () => {
    expect(firstIssueMessage(waiverClaimBodySchema.safeParse({ ...body, priority: 0 }))).toBe(
      'Claim priority must be a positive whole number.',
    );
  });

  it('refuses an is_active other than 0 or 1', () => {
    expect(waiverClaimBodySchema.safeParse({ ...body, is_active: 2 }).success).toBe(false);
  });
});
