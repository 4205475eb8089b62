import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

const render = (current: number, total: number) =>
  paginationItems(current, total)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('paginationItems', () => {
  it('shows every page when there are five or fewer', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(3, 5)).toBe('1 2 3 4 5');
  });

  it('keeps the window at the start on the first pages', () => {
    expect(render(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(render(3, 20)).toBe('1 2 3 4 5 … 20');
  });

  it('centres the window on the current page with ellipses on both sides', () => {
    expect(render(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('keeps the window at the end on the last pages', () => {
    expect(render(20, 20)).toBe('1 … 16 17 18 19 20');
    expect(render(18, 20)).toBe('1 … 16 17 18 19 20');
  });

  it('shows no ellipsis when only one page would be skipped next to the edge', () => {
    expect(render(4, 7)).toBe('1 2 3 4 5 6 7');
    expect(render(4, 8)).toBe('1 2 3 4 5 6 … 8');
  });

  it('clamps a page outside the range and has no items without pages', () => {
    expect(render(99, 6)).toBe('1 2 3 4 5 6');
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
