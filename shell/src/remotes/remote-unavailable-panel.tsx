import styled from 'styled-components';
import { Button, theme } from '@fangtasy/shared';

// The product's own theme, so the panel's text keeps its contrast on the dark page.
const Panel = styled.section`
  margin: ${theme.space(8)} auto;
  max-width: 32rem;
  padding: ${theme.space(6)};
  border: 1px solid ${theme.color.error};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-align: center;
`;

const RetryButton = styled(Button)`
  margin-top: ${theme.space(3)};
`;

/** The panel's second line when the remote's build was refused (decision 056). */
export const REFUSED_BUILD_TEXT =
  'This page was built for another version of Fangtasy Football and cannot open here until it is updated.';

export interface RemoteUnavailablePanelProps {
  title: string;
  /** The remote answered, but its build does not fit this shell: say so. */
  refused?: boolean;
  onRetry: () => void;
}

/** What a member sees in place of a page whose remote is down or refused. */
export function RemoteUnavailablePanel({
  title,
  refused = false,
  onRetry,
}: RemoteUnavailablePanelProps) {
  return (
    <Panel role="alert" data-testid="remote-unavailable">
      <p>{title} is unavailable right now.</p>
      {refused ? <p>{REFUSED_BUILD_TEXT}</p> : null}
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}
