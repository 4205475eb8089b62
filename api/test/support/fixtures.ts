import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, openSession } from '../../src/auth/sessions';
import { issueSetupToken } from '../../src/services/league-creators';
import {
  activateLeague,
  createLeague,
  inviteMember,
  respondToInvitation,
} from '../../src/services/league-lifecycle';
import type { TestApp } from './test-app';

/** The password every fixture account gets unless a test chooses another. */
export const FIXTURE_PASSWORD = 'fixture-password';

export interface RegisteredUser {
  id: number;
  username: string;
  password: string;
  email_address: string;
  first_name: string;
  last_name: string;
}

export interface RegistrationOverrides {
  username?: string;
  password?: string;
  email_address?: string;
  first_name?: string;
  last_name?: string;
  setup_token?: string;
}

let sequence = 0;
const uniqueSuffix = () => `${(++sequence).toString(36)}${randomBytes(3).toString('hex')}`;

/**
 * Registers an account through POST /users/register. Usernames and e-mails are unique per call,
 * so tests sharing one database never collide.
 */
export async function registerUser(
  t: TestApp,
  overrides: RegistrationOverrides = {},
): Promise<RegisteredUser> {
  const suffix = uniqueSuffix();
  const body = {
    username: overrides.username ?? `user_${suffix}`,
    email_address: overrides.email_address ?? `user_${suffix}@fangtasy.test`,
    first_name: overrides.first_name ?? 'Pat',
    last_name: overrides.last_name ?? 'Tester',
    password: overrides.password ?? FIXTURE_PASSWORD,
  };
  const payload = overrides.setup_token ? { ...body, setup_token: overrides.setup_token } : body;
  const res = await t.app.inject({ method: 'POST', url: '/users/register', payload });
  if (res.statusCode !== 200) throw new Error(`registerUser failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as number, ...body };
}

/**
 * Registers the configured league-creator account (creator@fangtasy.test unless told), with a
 * set-up token the server issues as it would print it at start.
 */
export async function registerLeagueCreator(
  t: TestApp,
  overrides: RegistrationOverrides = {},
): Promise<RegisteredUser> {
  const token = await issueSetupToken(t.db, t.config);
  if (!token) throw new Error('registerLeagueCreator: every creator e-mail is proved already');
  return registerUser(t, {
    email_address: t.config.leagueCreatorEmails[0],
    ...overrides,
    setup_token: token,
  });
}

/** Logs in through POST /users/login and answers the Cookie header value that carries the session. */
export async function login(
  t: TestApp,
  username: string,
  password: string = FIXTURE_PASSWORD,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { username, password },
  });
  const session = res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (res.statusCode !== 200 || !session)
    throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${session.value}`;
}

/** A session cookie opened directly (no password check): keeps league fixtures fast. */
async function sessionCookie(t: TestApp, userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await openSession(t.db, userId, new Date(), 1)}`;
}

/** Calls the api as the holder of `cookie` (null: anonymously). */
export function request(
  t: TestApp,
  cookie: string | null | undefined,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

export interface FixtureMember {
  userId: number;
  memberId: number;
  cookie: string;
  isVamp: boolean;
  role: 'commish' | 'player';
  user: RegisteredUser;
}

export interface FixtureLeague {
  leagueId: number;
  commish: FixtureMember;
  /** Every valid member, the commissioner first. */
  members: FixtureMember[];
  /** The valid members other than the commissioner. */
  players: FixtureMember[];
}

export interface LeagueFixtureOptions {
  /** Valid members (player or commish) including the commissioner; default 1 (just the commissioner). */
  validMembers?: number;
  /** How many of the non-commissioner members are vampires; default 0. */
  vampires?: number;
  name?: string;
}

/**
 * An inactive league made through the league services (the creator-account rule of
 * POST /leagues/create is that route's test): a commissioner plus `validMembers - 1` players who
 * were invited and accepted. The last `vampires` players are vampires.
 */
export async function createInactiveLeague(
  t: TestApp,
  options: LeagueFixtureOptions = {},
): Promise<FixtureLeague> {
  const validMembers = options.validMembers ?? 1;
  const vampires = options.vampires ?? 0;
  if (validMembers < 1 || validMembers > 10 || vampires > validMembers - 1) {
    throw new Error('createInactiveLeague: 1-10 valid members, vampires only among the players');
  }
  const commishUser = await registerUser(t, { first_name: 'Casey' });
  const { leagueId, commishMemberId } = await createLeague(t.db, t.clock.now(), {
    creatorUserId: commishUser.id,
    name: options.name ?? `League ${uniqueSuffix()}`,
  });
  const commish: FixtureMember = {
    userId: commishUser.id,
    memberId: commishMemberId,
    cookie: await sessionCookie(t, commishUser.id),
    isVamp: false,
    role: 'commish',
    user: commishUser,
  };
  const players: FixtureMember[] = [];
  for (let i = 1; i < validMembers; i++) {
    const isVamp = i >= validMembers - vampires;
    const user = await registerUser(t, { first_name: isVamp ? 'Vlad' : 'Alex' });
    const memberId = await inviteMember(t.db, { leagueId, userId: user.id, isVamp });
    await respondToInvitation(t.db, { leagueId, userId: user.id, accept: true });
    players.push({
      userId: user.id,
      memberId,
      cookie: await sessionCookie(t, user.id),
      isVamp,
      role: 'player',
      user,
    });
  }
  return { leagueId, commish, members: [commish, ...players], players };
}

/** An active league: 10 valid members (the commissioner and nine players), schedule and waiver order drawn. */
export async function createActiveLeague(
  t: TestApp,
  options: Omit<LeagueFixtureOptions, 'validMembers'> & {
    random?: () => number;
    /** When it was activated (default: now); before its season, it plays every week. */
    activatedAt?: Date;
  } = {},
): Promise<FixtureLeague> {
  const league = await createInactiveLeague(t, { ...options, validMembers: 10 });
  await activateLeague(
    t.db,
    {
      leagueId: league.leagueId,
      memberId: league.commish.memberId,
      userId: league.commish.userId,
      now: options.activatedAt ?? t.clock.now(),
    },
    options.random,
  );
  return league;
}
