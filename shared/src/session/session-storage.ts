import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import type { League, LeagueMember, User } from '../domain/entities';

/** localStorage keys of the session's display state (rules §3: 'user' and 'league'). */
export const SESSION_STORAGE_KEYS = {
  user: 'user',
  league: 'league',
  /** The user's own membership in the selected league, so the commissioner flag survives a reload. */
  membership: 'league_member',
} as const;

function readItem<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    // Unreadable or blocked storage is a logged-out session, not a crash.
    return fallback;
  }
}

function writeItem(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage (private mode, quota): the session still works until the page reloads.
  }
}

/**
 * An atom kept in localStorage under `key`. Unlike jotai's atomWithStorage with getOnInit, which
 * reads storage once when the module loads, this reads on each store's first use, so the route
 * guards see a stored user on the first render after a reload and every store starts from what
 * storage holds. A change made in another tab (a logout) reaches this one through 'storage' events.
 */
function atomWithLocalStorage<T>(key: string) {
  const writtenAtom = atom<{ value: T | null } | null>(null);
  writtenAtom.onMount = (setWritten) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== key && event.key !== null)) return;
      setWritten({ value: readItem<T | null>(key, null) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => {
      const written = get(writtenAtom);
      return written ? written.value : readItem<T | null>(key, null);
    },
    (_get, set, next: T | null | typeof RESET) => {
      const value = next === RESET ? null : next;
      writeItem(key, value);
      set(writtenAtom, { value });
    },
  );
}

export const storedUserAtom = atomWithLocalStorage<User>(SESSION_STORAGE_KEYS.user);
export const storedLeagueAtom = atomWithLocalStorage<League>(SESSION_STORAGE_KEYS.league);
export const storedMembershipAtom = atomWithLocalStorage<LeagueMember>(
  SESSION_STORAGE_KEYS.membership,
);
