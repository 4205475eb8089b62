import { Link } from '@fangtasy/shared/router';
import { formatEasternDateTime, Panel, SectionTitle, type DraftRoom } from '@fangtasy/shared';
import { DRAFT_ROOM, MOCK_DRAFT } from '../navigation/nav-destinations';
import { draftIsOpen, useLeagueDraft } from '../draft/use-league-draft';

/** Where the league's draft stands, in a line. */
function draftText(draft: DraftRoom): string {
  if (draft.status === 'running') return 'The draft is on: the clock is running.';
  if (draft.status === 'paused') return 'The draft is paused by the commissioner.';
  return draft.settings.starts_at
    ? `The draft starts ${formatEasternDateTime(draft.settings.starts_at)}.`
    : 'The draft has not started yet.';
}

/**
 * The way into the draft room from the dashboard of a league not yet active, while its draft is
 * still to come or under way.
 */
export function DraftCard({ leagueId }: { leagueId: number }) {
  const draft = useLeagueDraft(leagueId);
  if (!draft || !draftIsOpen(draft)) return null;
  return (
    <Panel aria-labelledby="draft-card-title">
      <SectionTitle id="draft-card-title">Draft</SectionTitle>
      <p>{draftText(draft)}</p>
      <p>
        <Link to={DRAFT_ROOM.to}>Open the Draft Room</Link>
      </p>
      <p>
        <Link to={MOCK_DRAFT.to}>{MOCK_DRAFT.label}</Link>
      </p>
    </Panel>
  );
}
