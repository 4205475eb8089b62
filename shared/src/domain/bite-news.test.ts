import { describe, expect, it } from 'vitest';
import { biteNewsFor, biteStoryText, biteWonText } from './bite-news';
import { biteRight } from '../testing/bite-right';

const NOW = '2025-11-02T20:00:00.000Z';

const right = biteRight;

const STAFFORD = { player_id: 5, player_name: 'Matthew Stafford', position: 'QB', team: 'LA' };
const GOFF = { player_id: 6, player_name: 'Jared Goff', position: 'QB', team: 'DET' };

describe('biteNewsFor', () => {
  it("lists the vampire's open rights before their deadline, soonest first", () => {
    const later = right({ id: 2, deadline_at: '2025-11-04T01:00:00.000Z' });
    const past = right({ id: 3, deadline_at: '2025-11-02T19:00:00.000Z' });
    const news = biteNewsFor([later, right({}), past], 10, NOW);
    expect(news.map((item) => [item.kind, item.right.id])).toEqual([
      ['to_take', 5],
      ['to_take', 2],
    ]);
    expect(biteNewsFor([right({})], 1, NOW)).toEqual([]);
  });

  it('leaves out what the clock has not reached: a right granted, or a bite taken, after now', () => {
    const ahead = right({
      granted_at: '2025-11-04T05:00:00.000Z',
      deadline_at: '2025-11-10T01:00:00.000Z',
    });
    const takenAhead = right({ status: 'taken', decided_at: '2025-11-04T19:00:00.000Z' });
    expect(biteNewsFor([ahead, takenAhead], 10, NOW)).toEqual([]);
  });

  it('tells both teams of a bite taken within seven days, and nobody else', () => {
    const taken = right({ status: 'taken', decided_at: '2025-10-27T20:00:00.000Z' });
    const old = right({ id: 4, status: 'taken', decided_at: '2025-10-26T19:59:00.000Z' });
    expect(biteNewsFor([taken, old], 10, NOW).map((item) => item.kind)).toEqual(['took']);
    expect(biteNewsFor([taken, old], 1, NOW).map((item) => item.kind)).toEqual(['bitten']);
    expect(biteNewsFor([taken], 3, NOW)).toEqual([]);
  });
});

describe('biteStoryText', () => {
  const taken = right({ status: 'taken', taken_player: STAFFORD });
  it('reads from each side', () => {
    expect(biteStoryText(taken, 10)).toBe(
      "You took Matthew Stafford (QB, LA) from Casey's Commissioners.",
    );
    expect(biteStoryText(taken, 1)).toBe(
      'Whitby Night Owls took Matthew Stafford (QB, LA) from you.',
    );
    expect(biteStoryText(taken, 4)).toBe(
      "Whitby Night Owls took Matthew Stafford (QB, LA) from Casey's Commissioners.",
    );
  });

  it('names the player sent back under the swap', () => {
    expect(biteStoryText({ ...taken, swap_player: GOFF }, 1)).toBe(
      'Whitby Night Owls took Matthew Stafford (QB, LA) from you and sent back Jared Goff (QB, DET).',
    );
  });

  it('says why it was earned with both scores to two decimals', () => {
    expect(biteWonText(taken)).toBe('Won week 8, 145.18 to 83.50.');
  });
});
