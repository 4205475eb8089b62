import { z } from 'zod';
import { idSchema } from './primitives';

/** A User (rules §3) as its owner reads it. */
export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  email_address: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** Another user's account: rules §7.2 getUserByUsername "Returns id, first_name, last_name, username". */
export const publicUserSchema = userSchema.omit({ email_address: true });

/** GET /users/me: the session's account and what the server lets it do. */
export const currentUserSchema = userSchema.extend({ can_create_leagues: z.boolean() });

/** GET /users/getUserById/{id}: public names, the e-mail too on one's own account. */
export const userByIdSchema = publicUserSchema.extend({ email_address: z.string().optional() });

/** POST /users/login — rules §7.2: status ('success'), data{id, username, email_address, first_name, last_name}, message. */
export const loginAnswerSchema = z.object({
  status: z.literal('success'),
  data: userSchema,
  message: z.string(),
});

/** POST /users/register — rules §7.2: status, id, message. */
export const registerAnswerSchema = z.object({
  status: z.literal('success'),
  id: idSchema,
  message: z.string(),
});
