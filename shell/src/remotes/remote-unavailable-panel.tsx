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

/** What a member sees in place of a page whose remote is down. */
export function RemoteUnavailablePanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Panel role="alert" data-testid="remote-unavailable">
      <p>{title} is unavailable right now.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}
