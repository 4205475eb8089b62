/** The ids with the one at `index` moved by `step` places (−1 up, +1 down); unchanged at an end. */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= ids.length) return [...ids];
  const order = [...ids];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order;
}
