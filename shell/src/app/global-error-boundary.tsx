import { Component, useEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES, theme } from '@fangtasy/shared';

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(6)};
  text-align: center;
  font-size: 1.25rem;
`;

// The message is the screen's only content, so it is its heading too.
const Message = styled.h1`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 600;
`;

/** What replaces the whole application after an uncaught error (rules §2). */
export function SomethingWentWrong() {
  return (
    <Screen>
      <div role="alert">
        <Message>{MESSAGES.somethingWentWrong}</Message>
      </div>
    </Screen>
  );
}

// Browsers report this when a resize observer cannot deliver all notifications in one frame;
// nothing is broken, and replacing the app over it would be the real failure.
const BENIGN_MESSAGES = [/ResizeObserver loop/];

function isBenign(event: ErrorEvent): boolean {
  return BENIGN_MESSAGES.some((pattern) => pattern.test(event.message ?? ''));
}

interface BoundaryState {
  crashed: boolean;
}

/** Catches errors thrown while rendering shell pages (React no longer reports them to window). */
class RenderErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { crashed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught error in the application', error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <SomethingWentWrong /> : this.props.children;
  }
}

/**
 * Replaces the whole application with 'Something went wrong. Please refresh the page.' on any
 * uncaught window error or render error. A remote that fails to load never gets here: the remote
 * loader shows its own panel in the remote's area (its script errors do not bubble to window).
 */
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  const [crashed, setCrashed] = useState(false);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (!isBenign(event)) setCrashed(true);
    };
    window.addEventListener('error', onError);
    return () => window.removeEventListener('error', onError);
  }, []);

  if (crashed) return <SomethingWentWrong />;
  return <RenderErrorBoundary>{children}</RenderErrorBoundary>;
}
