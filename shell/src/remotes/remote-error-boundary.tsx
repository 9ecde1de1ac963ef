import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NetworkFailure } from 'shared-config/ui';

interface Props {
  onRetry: () => void;
  /** Told of each failure caught (the shell reports it to the edge). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing remote inside the main area: header, footer and other remotes go on working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote page failed to load', error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <NetworkFailure onRetry={this.retry} retryLabel="Retry" />;
    return this.props.children;
  }
}
