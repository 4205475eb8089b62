import { describe, expect, it, vi } from 'vitest';
import { announcePendingChange, onPendingChange } from './pending-changes';

describe('pending changes', () => {
  it('tells every listener of an announcement until it stops listening', () => {
    const badge = vi.fn();
    const other = vi.fn();
    const stopBadge = onPendingChange(badge);
    onPendingChange(other);
    announcePendingChange();
    expect([badge.mock.calls.length, other.mock.calls.length]).toEqual([1, 1]);
    stopBadge();
    announcePendingChange();
    expect([badge.mock.calls.length, other.mock.calls.length]).toEqual([1, 2]);
  });
});
