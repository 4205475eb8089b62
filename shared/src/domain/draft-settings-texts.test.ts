import { describe, expect, it } from 'vitest';
import { DRAFT_PICK_SECONDS_BOUNDS } from './draft';
import { DRAFT_PICK_CLOCK_CHOICES, pickClockText } from './draft-settings-texts';
import { easternDateTimeInputValue, instantOfEasternInput } from './time';

describe('the draft settings in words', () => {
  it('offers pick clocks from 30 seconds to 8 hours, each within the bounds the server holds', () => {
    expect(DRAFT_PICK_CLOCK_CHOICES[0]).toBe(DRAFT_PICK_SECONDS_BOUNDS.min);
    expect(DRAFT_PICK_CLOCK_CHOICES.at(-1)).toBe(DRAFT_PICK_SECONDS_BOUNDS.max);
    expect(DRAFT_PICK_CLOCK_CHOICES.map(pickClockText)).toContain('1 minute 30 seconds');
    expect(pickClockText(28_800)).toBe('8 hours');
    expect(pickClockText(30)).toBe('30 seconds');
  });

  it('reads a start time typed in US Eastern and shows it back the same', () => {
    const instant = instantOfEasternInput('2025-09-04T20:00');
    expect(instant.toISOString()).toBe('2025-09-05T00:00:00.000Z');
    expect(easternDateTimeInputValue(instant)).toBe('2025-09-04T20:00');
  });
});
