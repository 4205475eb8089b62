import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageTitle } from '@fangtasy/shared';
import { refusalBehind } from './refusals';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

interface Props {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The remote's build was refused for another major of a shared library (decision 056). */
  refused: boolean;
}

/**
 * Keeps a failing remote inside its own area: a load failure or a crash while rendering shows
 * the unavailable panel there, and never reaches the shell's global error screen.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, refused: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, refused: refusalBehind(error) !== null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`${this.props.title} failed to load or render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return (
        <>
          {/* The page's heading stands in for the one the remote would have shown. */}
          <PageTitle>{this.props.title}</PageTitle>
          <RemoteUnavailablePanel
            title={this.props.title}
            refused={this.state.refused}
            onRetry={this.props.onRetry}
          />
        </>
      );
    return this.props.children;
  }
}
