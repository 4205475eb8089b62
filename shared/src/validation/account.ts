import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits';
import { PASSWORD_MIN } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN, USERNAME_PATTERN } from './patterns';

// Every field is a string or 'All fields are required.': a missing field is the same mistake as
// an empty one, and its text must come before any format rule.
const requiredText = () => z.string({ error: MESSAGES.allFieldsRequired }).trim();
const requiredPassword = () => z.string({ error: MESSAGES.allFieldsRequired });

const accountShape = {
  username: requiredText(),
  email_address: requiredText(),
  first_name: requiredText(),
  last_name: requiredText(),
  password: requiredPassword(),
};

interface AccountFields {
  username: string;
  email_address: string;
  first_name: string;
  last_name: string;
  password: string;
  confirm_password?: string;
}

/** Adds the register rules as issues in the spec's order, so the first issue is the one to show. */
function checkAccount(value: AccountFields, ctx: z.RefinementCtx, withConfirmation: boolean): void {
  const fields = [
    value.username,
    value.email_address,
    value.first_name,
    value.last_name,
    value.password,
  ];
  if (withConfirmation) fields.push(value.confirm_password ?? '');
  if (fields.some((field) => field === '')) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.allFieldsRequired, path: [] });
    return;
  }
  if (!USERNAME_PATTERN.test(value.username)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.usernameFormat, path: ['username'] });
  }
  if (value.email_address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value.email_address)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.emailFormat, path: ['email_address'] });
  }
  if (!PERSON_NAME_PATTERN.test(value.first_name)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.firstNameFormat, path: ['first_name'] });
  }
  if (!PERSON_NAME_PATTERN.test(value.last_name)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.lastNameFormat, path: ['last_name'] });
  }
  if (value.password.length < PASSWORD_MIN) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.passwordLength, path: ['password'] });
  }
  if (withConfirmation && value.password !== value.confirm_password) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.passwordsDoNotMatch,
      path: ['confirm_password'],
    });
  }
}

/** The Register form (rules §5): all six fields, first failing rule in the spec's order. */
export const registerSchema = z
  .object({ ...accountShape, confirm_password: requiredPassword() })
  .superRefine((value, ctx) => checkAccount(value, ctx, true));

/** A league creator's one-time set-up token (docs/decisions/009): text, never a long one. */
export const setupTokenSchema = z
  .string({ error: MESSAGES.setupTokenNeeded })
  .trim()
  .max(200, MESSAGES.setupTokenNeeded);

/**
 * The POST /users/register body: the Register form without the confirmation, plus the set-up
 * token that registering a configured league-creator e-mail needs.
 */
export const registerBodySchema = z
  .object({ ...accountShape, setup_token: setupTokenSchema.optional() })
  .superRefine((value, ctx) => checkAccount(value, ctx, false));

/** The Login form and the POST /users/login body: trimmed username and password, both required. */
export const loginSchema = z.object({
  username: z.string({ error: MESSAGES.loginRequired }).trim().min(1, MESSAGES.loginRequired),
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired),
});

export type RegisterForm = z.input<typeof registerSchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
export type LoginBody = z.input<typeof loginSchema>;
