import styled from 'styled-components';

const Panel = styled.section`
  margin: 2rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  border: 1px solid #d9c2c2;
  border-radius: 8px;
  background: #fff8f8;
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 0.75rem;
  padding: 0.5rem 1.25rem;
  border: none;
  border-radius: 4px;
  background: #7a1f2b;
  color: #fff;
  font: inherit;
  cursor: pointer;
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
