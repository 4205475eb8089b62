/** FNV-1a (32-bit): small, fast and the same in every browser, which is all bucketing needs. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A user's canary bucket for one remote, 0-99, from their username (case-insensitive, as
 * usernames are): the same user lands in the same bucket on every reload and every device, so
 * they see one build of a remote during a rollout. The remote's name is part of the key, so
 * the canary users of one remote are not always the canary users of the next.
 */
export function canaryBucket(remote: string, username: string): number {
  return fnv1a(`${remote}:${username.toLowerCase()}`) % 100;
}
