import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  Button,
  createLeagueMember,
  errorStatusOf,
  FormField,
  getLeagueMembersByLeagueId,
  getUserByUsername,
  leagueAtom,
  MESSAGES,
  messageFromError,
  Notice,
  type NoticeTone,
  PageTitle,
  Panel,
  theme,
  TIMINGS,
  type PublicUser,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { firstIssueMessage, inviteUsernameSchema } from '@fangtasy/shared/validation';
import { openSpots } from '../common/league-spots';
import { PendingInvitations } from './pending-invitations';

const Checkbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  &:has(input:disabled) {
    color: ${theme.color.textMuted};
  }
`;

const SpotsLine = styled.p`
  font-weight: 600;
`;

function SpotsLeft({ spots, pending }: { spots: number | null; pending: number }) {
  if (spots === null) return null;
  return (
    <>
      <SpotsLine>{spots === 0 ? MESSAGES.leagueFull : MESSAGES.spotsLeft(spots)}</SpotsLine>
      {pending > 0 ? <p>{MESSAGES.pendingInvitationsHoldSpots(pending)}</p> : null}
    </>
  );
}

interface Message {
  text: string;
  tone: NoticeTone;
}

// A 404 is the spec's 'no such user'; a refusal with a text (a malformed name) is shown as the
// server words it; anything else means the server could not be asked.
function checkFailureText(error: unknown): string {
  const status = errorStatusOf(error);
  if (status === 404) return MESSAGES.noUserWithUsername;
  if (status !== undefined && status < 500)
    return messageFromError(error, MESSAGES.errorCheckingUsername);
  return MESSAGES.errorCheckingUsername;
}

function AddMember({ leagueId }: { leagueId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: queryKeys.members(leagueId),
    queryFn: () => getLeagueMembersByLeagueId(leagueId),
  });
  // An invitation made or withdrawn changes the league's members (and its spots left).
  const membersChanged = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.members(leagueId) });
  const [username, setUsername] = useState('');
  const [isVamp, setIsVamp] = useState(false);
  const [found, setFound] = useState<PublicUser | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const spots = members.isSuccess ? openSpots(members.data) : null;
  const invited = members.isSuccess
    ? members.data.filter((member) => member.role === 'invited')
    : [];
  const full = spots === 0;

  const check = async () => {
    const parsed = inviteUsernameSchema.safeParse(username);
    if (!parsed.success) {
      setMessage({ text: firstIssueMessage(parsed) ?? MESSAGES.usernameRequired, tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      const user = await getUserByUsername(parsed.data);
      setFound(user);
      setMessage({ text: MESSAGES.userFound(user.first_name, user.last_name), tone: 'info' });
    } catch (error) {
      setMessage({ text: checkFailureText(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const invite = async (user: PublicUser) => {
    setBusy(true);
    try {
      await createLeagueMember({
        league_id: leagueId,
        user_id: user.id,
        role: 'invited',
        is_vamp: isVamp ? 1 : 0,
        team_name: null,
        remaining_faab_budget: null,
      });
      setMessage({ text: MESSAGES.userInvited(user.first_name, user.last_name), tone: 'success' });
      setFound(null);
      setUsername('');
      setIsVamp(false);
      membersChanged();
      redirect.current = setTimeout(() => navigate('/dashboard'), TIMINGS.inviteRedirectMs);
    } catch (error) {
      setMessage({
        text: messageFromError(error, MESSAGES.errorAddingUserToLeague),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || full) return;
    void (found ? invite(found) : check());
  };

  return (
    <>
      {members.isError ? (
        <Notice tone="error">{MESSAGES.errorFetchingMemberCount}</Notice>
      ) : (
        <SpotsLeft spots={spots} pending={invited.length} />
      )}
      <PendingInvitations leagueId={leagueId} invited={invited} onWithdrawn={membersChanged} />
      <Panel as="form" noValidate onSubmit={submit} aria-label="Invite a member">
        <FormField
          label="Username"
          value={username}
          autoComplete="off"
          // Trimmed as typed (rules §5); a new name needs a new check.
          onChange={(event) => {
            setUsername(event.target.value.trim());
            setFound(null);
          }}
        />
        <Checkbox>
          <input
            type="checkbox"
            checked={isVamp}
            disabled={full}
            onChange={(event) => setIsVamp(event.target.checked)}
          />
          Set As Vampire Player
        </Checkbox>
        <Button type="submit" disabled={full || busy}>
          {found ? 'Add to League' : 'Check Username'}
        </Button>
      </Panel>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <p>
        <Link to="/dashboard">Back to Dashboard</Link>
      </p>
    </>
  );
}

/** Add Member to League (commissioner): check a username, then invite that user. */
export function AddMemberPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Add Member to League</PageTitle>
      {league ? (
        <AddMember leagueId={league.league_id} />
      ) : (
        <Notice tone="error">{MESSAGES.missingLeagueInformation}</Notice>
      )}
    </>
  );
}
