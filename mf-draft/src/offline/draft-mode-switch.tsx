import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { messageFromError, Notice, setDraftMode, theme, type DraftMode } from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space(3)};
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
  }
`;

/**
 * The commissioner's choice before the draft starts: live in this room, or offline — the league
 * drafts elsewhere and he enters the results here (decision 066).
 */
export function DraftModeSwitch({ leagueId, mode }: { leagueId: number; mode: DraftMode }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: DraftMode) => setDraftMode(leagueId, next),
    onSuccess: (answer) => queryClient.setQueryData(draftQueryKeys.mode(leagueId), answer),
  });
  const choice = (value: DraftMode, text: string) => (
    <label>
      <input
        type="radio"
        name="draft-mode"
        value={value}
        checked={mode === value}
        disabled={change.isPending}
        onChange={() => change.mutate(value)}
      />
      {text}
    </label>
  );
  return (
    <>
      <Choices>
        <legend>How the league drafts</legend>
        {choice('live', 'Live, in this room')}
        {choice('offline', 'Offline: I enter the results')}
      </Choices>
      {change.error ? (
        <Notice tone="error">
          {messageFromError(change.error, 'The draft could not be changed. Try again.')}
        </Notice>
      ) : null}
    </>
  );
}
