import type { ApiAnswer, User } from '../domain/entities';
import type { LoginBody, RegisterBody } from '../validation/account';
import { getData, postData, segment, sendAnswer, type ApiAnswerWith } from './client';

/** What GET /users/getUserByUsername answers: enough to confirm an invitation. */
export type UserSummary = Pick<User, 'id' | 'username' | 'first_name' | 'last_name'>;

/** POST /users/login — opens the session cookie and returns the user. */
export const login = (body: LoginBody): Promise<User> => postData<User>('/users/login', body);

/** POST /users/register — answers status, id and message. */
export const register = (body: RegisterBody): Promise<ApiAnswerWith<{ id: number }>> =>
  sendAnswer<ApiAnswerWith<{ id: number }>>('post', '/users/register', body);

/** POST /users/logout — ends the session on the server. */
export const logout = (): Promise<ApiAnswer> => sendAnswer('post', '/users/logout');

/** The signed-in account plus what the server lets it do (the Create a New League link). */
export interface CurrentUser extends User {
  can_create_leagues: boolean;
}

/** GET /users/me — the user of the current session (401 when there is none). */
export const getCurrentUser = (): Promise<CurrentUser> => getData<CurrentUser>('/users/me');

/** GET /users/getUserById/{id}. */
export const getUserById = (id: number): Promise<User> =>
  getData<User>(`/users/getUserById/${segment(id)}`);

/** GET /users/getUserByUsername/{username} — a 404 AxiosError means no such user. */
export const getUserByUsername = (username: string): Promise<UserSummary> =>
  getData<UserSummary>(`/users/getUserByUsername/${segment(username)}`);
