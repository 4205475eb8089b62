import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@fangtasy/shared/router';
import {
  Button,
  FormField,
  MESSAGES,
  Notice,
  PageTitle,
  register,
  registerErrorMessage,
  TIMINGS,
} from '@fangtasy/shared';
import { firstIssueMessage, registerSchema, type RegisterForm } from '@fangtasy/shared/validation';
import { AuthCard, AuthSwitch } from './auth-card';
import type { LoginLocationState } from './login-page';
import { useRedirectAfter } from './use-redirect-after';

type FieldName = keyof Required<RegisterForm>;

const FIELDS: { name: FieldName; label: string; type?: string; autoComplete: string }[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email_address', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirm_password',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

const EMPTY_FORM: Record<FieldName, string> = {
  username: '',
  email_address: '',
  first_name: '',
  last_name: '',
  password: '',
  confirm_password: '',
};

/**
 * The Register screen (rules §2). Registration opens no server session, so instead of a
 * logged-in user the screen hands the new username to /login, which it opens after 2 s with the
 * username filled in: storing a user the api does not know as logged in would make /login
 * forward to pages that all answer 401.
 */
export function RegisterPage() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field: string | undefined } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const redirectAfter = useRedirectAfter();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError({
        text: firstIssueMessage(parsed) ?? MESSAGES.allFieldsRequired,
        field: typeof field === 'string' ? field : undefined,
      });
      return;
    }
    const { confirm_password: _confirmation, ...body } = parsed.data;
    setBusy(true);
    try {
      const answer = await register(body);
      setSuccess(answer.message ?? MESSAGES.registered);
      const state: LoginLocationState = { username: body.username };
      redirectAfter('/login', TIMINGS.registerRedirectMs, { state });
    } catch (failure) {
      setError({ text: registerErrorMessage(failure), field: undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <PageTitle>Register</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={form[field.name]}
            aria-invalid={error?.field === field.name ? true : undefined}
            onChange={(event) =>
              setForm((current) => ({ ...current, [field.name]: event.target.value }))
            }
          />
        ))}
        {error ? <Notice tone="error">{error.text}</Notice> : null}
        {success ? <Notice tone="success">{success}</Notice> : null}
        <Button type="submit" disabled={busy || success !== null}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <AuthSwitch>
        <Link to="/login">Already have an account? Login</Link>
      </AuthSwitch>
    </AuthCard>
  );
}
