import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@fangtasy/shared/router';
import {
  Button,
  FormField,
  getLeagueMemberByLeagueAndUserId,
  leagueAtom,
  LoadingText,
  MESSAGES,
  MessageBanner,
  Notice,
  PageTitle,
  Panel,
  prefixedErrorMessage,
  serverMessageOf,
  TEAM_NAME_MAX,
  updateTeamName,
  userAtom,
  useTransientMessage,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { firstIssueMessage, teamNameSchema } from '@fangtasy/shared/validation';

/** Edit Team Information (rules §2): the own team's name, at most 50 characters. */
export function EditTeamPage() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const queryClient = useQueryClient();
  // What the member typed; until then, the name as read.
  const [typed, setTeamName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const banner = useTransientMessage();
  const userId = user?.id;
  const leagueId = league?.league_id;
  const known = userId !== undefined && leagueId !== undefined;
  const member = useQuery({
    queryKey: queryKeys.own(leagueId ?? 0, userId, 'membership'),
    queryFn: () => getLeagueMemberByLeagueAndUserId(leagueId ?? 0, userId ?? 0),
    enabled: known,
  });
  const loading = known && member.isPending;
  const loadError = !known
    ? MESSAGES.missingUserOrLeague
    : member.isError
      ? prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, member.error)
      : null;
  const teamName = typed ?? member.data?.team_name ?? '';

  const trimmed = teamName.trim();
  const canSave = trimmed.length > 0 && trimmed.length <= TEAM_NAME_MAX && !saving;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId === undefined || leagueId === undefined) return;
    const parsed = teamNameSchema.safeParse(teamName);
    if (!parsed.success) {
      banner.show(firstIssueMessage(parsed) ?? MESSAGES.teamNameEmpty, 'error');
      return;
    }
    setSaving(true);
    try {
      await updateTeamName(leagueId, userId, parsed.data);
      setTeamName(parsed.data);
      banner.show(MESSAGES.teamNameUpdated, 'success');
      // The team's name shows on every page of the league.
      void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
    } catch (failure) {
      const serverMessage = serverMessageOf(failure);
      banner.show(
        serverMessage
          ? `${MESSAGES.errorUpdatingTeamName}${serverMessage}`
          : MESSAGES.failedToUpdateTeamName,
        'error',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageTitle>Edit Team Information</PageTitle>
      {loading ? (
        <LoadingText>Loading team information...</LoadingText>
      ) : loadError ? (
        <Notice tone="error">{loadError}</Notice>
      ) : (
        <Panel>
          <form onSubmit={onSubmit} noValidate>
            <FormField
              label="Team Name"
              name="team_name"
              value={teamName}
              maxLength={TEAM_NAME_MAX}
              hint={`Up to ${TEAM_NAME_MAX} characters.`}
              onChange={(event) => setTeamName(event.target.value)}
            />
            <Button type="submit" disabled={!canSave}>
              Update Team Name
            </Button>
          </form>
          <MessageBanner message={banner.message} />
        </Panel>
      )}
      <p>
        <Link to="/dashboard">Back to Dashboard</Link>
      </p>
    </>
  );
}
