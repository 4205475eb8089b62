import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { USERNAME_PATTERN } from './patterns';

/** The Add Member username (rules §5): required, trimmed, 3-50 letters, digits or underscores. */
export const inviteUsernameSchema = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .regex(USERNAME_PATTERN, MESSAGES.inviteUsernameFormat);
