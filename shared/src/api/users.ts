import type { CurrentUser, PublicUser, RegisterAnswer, User, UserById } from '../contract';
import type { LoginBody, RegisterBody } from '../validation/account';
import { callRoute } from './client';

/** POST /users/login — opens the session cookie; rules §7.2 answers status, data (the user) and message. */
export const login = async (body: LoginBody): Promise<User> =>
  (await callRoute('POST /users/login', { body })).data;

/** POST /users/register — rules §7.2 answers status, id and message. */
export const register = (body: RegisterBody): Promise<RegisterAnswer> =>
  callRoute('POST /users/register', { body });

/** POST /users/logout — ends the session on the server (no body back). */
export const logout = (): Promise<void> => callRoute('POST /users/logout');

/** GET /users/me — the user of the current session and what the server lets it do (401 when none). */
export const getCurrentUser = (): Promise<CurrentUser> => callRoute('GET /users/me');

/** GET /users/getUserById/{id} — rules §7.2 reads first_name. */
export const getUserById = (id: number): Promise<UserById> =>
  callRoute('GET /users/getUserById/:id', { params: { id } });

/** GET /users/getUserByUsername/{username} — id, first_name, last_name, username; a 404 means no such user. */
export const getUserByUsername = (username: string): Promise<PublicUser> =>
  callRoute('GET /users/getUserByUsername/:username', { params: { username } });
