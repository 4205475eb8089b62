import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ItemList,
  ItemRow,
  MESSAGES,
  messageFromError,
  Notice,
  SectionTitle,
  theme,
  updateRole,
  type LeagueMember,
  type NoticeTone,
} from '@fangtasy/shared';

const Section = styled.section`
  margin-bottom: ${theme.space(4)};
`;

/**
 * The league's pending invitations: each holds one of the 10 spots until the invitee answers, so
 * the commissioner sees who holds them and may withdraw one to free its spot.
 */
export function PendingInvitations({
  leagueId,
  invited,
  onWithdrawn,
}: {
  leagueId: number;
  invited: readonly LeagueMember[];
  onWithdrawn: () => void;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: NoticeTone } | null>(null);
  // The outcome of a withdrawal stays on screen after the last invitation is gone.
  if (invited.length === 0)
    return message ? <Notice tone={message.tone}>{message.text}</Notice> : null;

  const withdraw = async (member: LeagueMember) => {
    setBusyId(member.id);
    setMessage(null);
    try {
      await updateRole(leagueId, member.user_id, 'declined');
      setMessage({ text: MESSAGES.invitationWithdrawn, tone: 'success' });
      onWithdrawn();
    } catch (error) {
      setMessage({
        text: messageFromError(error, MESSAGES.failedToWithdrawInvitation),
        tone: 'error',
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Section aria-labelledby="pending-invitations-title">
      <SectionTitle id="pending-invitations-title">Pending Invitations</SectionTitle>
      <ItemList>
        {invited.map((member) => (
          <ItemRow key={member.id}>
            <span>
              {member.username}
              {member.is_vamp === 1 ? ' (Vampire Player)' : ''}
            </span>
            <Button
              $variant="danger"
              disabled={busyId !== null}
              aria-label={`Withdraw the invitation of ${member.username}`}
              onClick={() => void withdraw(member)}
            >
              Withdraw
            </Button>
          </ItemRow>
        ))}
      </ItemList>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </Section>
  );
}
