import { useState, type FormEvent } from 'react';
import {
  Button,
  FormField,
  getLeagueById,
  getLeagueMembersByUserId,
  holdsATeam,
  login,
  loginErrorMessage,
  Notice,
  Panel,
  useSessionActions,
} from '@fangtasy/shared';

/**
 * The standalone page's sign-in: logs in against the api and selects the user's first active
 * league, which is what the shell would have done before opening a league info page.
 */
export function StandaloneLogin() {
  const { signIn, selectLeague } = useSessionActions();
  const [username, setUsername] = useState('alice');
  const [password, setPassword] = useState('fangtasy-demo');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = await login({ username, password });
      signIn(user);
      const memberships = await getLeagueMembersByUserId(user.id);
      const membership =
        memberships.find((m) => m.is_active === 1 && holdsATeam(m)) ?? memberships.find(holdsATeam);
      if (membership) selectLeague(await getLeagueById(membership.league_id), membership);
      else setError('This user has no league.');
    } catch (caught) {
      setError(loginErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel>
      <form onSubmit={(event) => void submit(event)}>
        <FormField
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <FormField
          label="Password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          Log in
        </Button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Panel>
  );
}
