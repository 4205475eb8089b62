// @vitest-environment jsdom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import type { League, LeagueMember, User } from '../domain/entities';
import {
  isCommishAtom,
  isLeagueActiveAtom,
  leagueAtom,
  membershipAtom,
  selectLeagueAtom,
  signInAtom,
  signOutAtom,
  userAtom,
} from './session-atoms';

const casey: User = {
  id: 1,
  username: 'commish',
  email_address: 'commish@fangtasy.demo',
  first_name: 'Casey',
  last_name: 'Morgan',
};
const alice: User = { ...casey, id: 2, username: 'alice', first_name: 'Alice' };
const demoLeague: League = {
  league_id: 7,
  name: 'Fangtasy Demo League',
  is_active: 1,
  season: 2025,
};
const nightfall: League = { league_id: 8, name: 'Nightfall League', is_active: 0, season: 2025 };

const member = (user: User, league: League, role: LeagueMember['role']): LeagueMember => ({
  id: user.id * 100 + league.league_id,
  league_id: league.league_id,
  user_id: user.id,
  role,
  is_vamp: 0,
  team_name: `Team ${user.first_name}`,
  remaining_faab_budget: 100,
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  waiver_order: null,
});

beforeEach(() => localStorage.clear());

describe('session atoms', () => {
  it('signing in stores the user and forgets a league chosen before', () => {
    const store = createStore();
    store.set(signInAtom, casey);
    store.set(selectLeagueAtom, demoLeague, member(casey, demoLeague, 'commish'));
    store.set(signInAtom, alice);
    expect(store.get(userAtom)).toEqual(alice);
    expect(store.get(leagueAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(alice);
    expect(localStorage.getItem('league')).toBeNull();
  });

  it('the commissioner flag follows the role of the own membership in the selected league', () => {
    const store = createStore();
    store.set(signInAtom, casey);
    expect(store.get(isCommishAtom)).toBe(false);
    store.set(selectLeagueAtom, demoLeague, member(casey, demoLeague, 'commish'));
    expect(store.get(isCommishAtom)).toBe(true);
    store.set(selectLeagueAtom, nightfall, member(casey, nightfall, 'player'));
    expect(store.get(isCommishAtom)).toBe(false);
  });

  it("another user's membership never makes the user commissioner", () => {
    const store = createStore();
    store.set(signInAtom, casey);
    store.set(selectLeagueAtom, demoLeague, member(casey, demoLeague, 'commish'));
    // A different user logs in on the same browser: the old membership must not carry over.
    localStorage.setItem('user', JSON.stringify(alice));
    const reloaded = createStore();
    expect(reloaded.get(membershipAtom)).toBeNull();
    expect(reloaded.get(isCommishAtom)).toBe(false);
  });

  it('the session survives a reload from localStorage', () => {
    const store = createStore();
    store.set(signInAtom, casey);
    store.set(selectLeagueAtom, demoLeague, member(casey, demoLeague, 'commish'));
    const reloaded = createStore();
    expect(reloaded.get(userAtom)).toEqual(casey);
    expect(reloaded.get(leagueAtom)).toEqual(demoLeague);
    expect(reloaded.get(isCommishAtom)).toBe(true);
    expect(reloaded.get(isLeagueActiveAtom)).toBe(true);
  });

  it('signing out clears user, league and membership, in memory and in storage', () => {
    const store = createStore();
    store.set(signInAtom, casey);
    store.set(selectLeagueAtom, demoLeague, member(casey, demoLeague, 'commish'));
    store.set(signOutAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(leagueAtom)).toBeNull();
    expect(store.get(isCommishAtom)).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
