/**
 * The first place in a request value that holds a NUL character (U+0000), as a field path
 * ('username', 'regular_roster_rules.name', 'player_ids.2'), or null when there is none.
 * PostgreSQL text cannot store NUL, so such input is refused as bad input before it reaches a
 * query, instead of failing there.
 */
export function fieldWithNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
