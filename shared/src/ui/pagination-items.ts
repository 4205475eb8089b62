import { PAGINATION_WINDOW } from '../domain/constants';

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

/**
 * The page buttons to show: a window of `windowSize` pages around `current` (shifted to stay
 * inside 1..total), plus page 1 and the last page with an ellipsis wherever pages are skipped.
 */
export function paginationItems(
  current: number,
  total: number,
  windowSize: number = PAGINATION_WINDOW,
): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(windowSize / 2));
  const end = Math.min(total, start + windowSize - 1);
  start = Math.max(1, end - windowSize + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push({ kind: 'page', page: 1 });
    if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  }
  for (let p = start; p <= end; p++) items.push({ kind: 'page', page: p });
  if (end < total) {
    if (end < total - 1) items.push({ kind: 'ellipsis', key: 'end' });
    items.push({ kind: 'page', page: total });
  }
  return items;
}
