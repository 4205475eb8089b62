import { describe, expect, it } from 'vitest';
import { formatEasternDate, formatEasternDateTime } from './format-date';

describe('Eastern date formatting', () => {
  it('shows an instant in US Eastern daylight time', () => {
    expect(formatEasternDateTime('2025-11-02T05:30:00Z')).toBe('Nov 2, 2025 1:30 AM ET');
  });

  it('follows the switch to standard time', () => {
    expect(formatEasternDateTime('2025-11-09T20:00:00Z')).toBe('Nov 9, 2025 3:00 PM ET');
  });

  it('dates a late-evening game by its Eastern day, not its UTC day', () => {
    expect(formatEasternDate('2025-09-12T00:15:00Z')).toBe('Sep 11, 2025');
  });
});
