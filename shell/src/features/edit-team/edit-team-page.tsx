import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
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
import { firstIssueMessage, teamNameSchema } from '@fangtasy/shared/validation';

/** Edit Team Information (rules §2): the own team's name, at most 50 characters. */
export function EditTeamPage() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const [teamName, setTeamName] = useState('');
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const banner = useTransientMessage();
  const userId = user?.id;
  const leagueId = league?.league_id;

  useEffect(() => {
    if (userId === undefined || leagueId === undefined) {
      setLoadError(MESSAGES.missingUserOrLeague);
      setLoading(false);
      return;
    }
    let current = true;
    getLeagueMemberByLeagueAndUserId(leagueId, userId)
      .then((member) => {
        if (current) setTeamName(member.team_name ?? '');
      })
      .catch((failure: unknown) => {
        if (current) setLoadError(prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, failure));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [userId, leagueId]);

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
