/**
 * A list a member orders by hand (a draft queue, a draft order) with the item at `index` moved
 * one place up (−1) or down (+1); unchanged when it is already at that end.
 */
export function movedOnePlace<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const order = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return order;
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order;
}
