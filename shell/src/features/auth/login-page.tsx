import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from '@fangtasy/shared/router';
import {
  Button,
  FormField,
  MESSAGES,
  Notice,
  PageTitle,
  readLoginForm,
  TIMINGS,
  useSessionActions,
} from '@fangtasy/shared';
import { loadDataLayer, preloadAfterSignIn, preloadSignedInShell } from '../../app/signed-in-shell';
import { AuthCard, AuthSwitch } from './auth-card';
import { useRedirectAfter } from './use-redirect-after';

/** Navigation state the register screen leaves for this one. */
export interface LoginLocationState {
  username?: string;
}

/** The Login screen (rules §2): success stores the user and goes to /landing after 0.5 s. */
export function LoginPage() {
  const location = useLocation();
  const arrivedWith = (location.state ?? {}) as LoginLocationState;
  const [username, setUsername] = useState(arrivedWith.username ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { signIn } = useSessionActions();
  const redirectAfter = useRedirectAfter();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const form = readLoginForm({ username, password });
    if (form.problem !== null) {
      setError(form.problem);
      return;
    }
    setBusy(true);
    // The api client is not in this page's first download (decision 055): it comes with the
    // signed-in shell, whose download began when the form was first used.
    const outcome = await loadDataLayer().then(
      (dataLayer) => dataLayer.logIn(form.body),
      () => ({ problem: MESSAGES.noResponse }),
    );
    setBusy(false);
    if (outcome.problem !== undefined) {
      setError(outcome.problem);
      return;
    }
    signIn(outcome.user);
    preloadAfterSignIn();
    setSuccess(MESSAGES.loggedIn);
    redirectAfter('/landing', TIMINGS.loginRedirectMs, { replace: true });
  };

  return (
    <AuthCard>
      <PageTitle>Login</PageTitle>
      <form onSubmit={onSubmit} onFocus={preloadSignedInShell} noValidate>
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        {success ? <Notice tone="success">{success}</Notice> : null}
        <Button type="submit" disabled={busy || success !== null}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <AuthSwitch>
        <Link to="/register">Don&apos;t have an account? Register</Link>
      </AuthSwitch>
    </AuthCard>
  );
}
