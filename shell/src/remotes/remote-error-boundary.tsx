import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { NetworkFailure } from 'shared-config/ui';
import { markAppReady } from '../document/app-ready';
import styles from './remote-page.module.css';

interface Props {
  onRetry: () => void;
  /** Told of each failure caught (the shell reports it to the edge). */
  onError?: (error: unknown) => void;
  /**
   * The page's HTML as the edge sent it, when the failure came before the page was on screen (while
   * hydrating it): kept under the failure block, so the visitor can still read what needs no code.
   */
  sentHtml?: () => string | null;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** The failure block (and what the edge sent of the page, if anything), marking the app ready. */
function FailureView({ onRetry, sentHtml }: { onRetry: () => void; sentHtml: string | null }) {
  useEffect(() => markAppReady(), []);
  return (
    <>
      <NetworkFailure onRetry={onRetry} retryLabel="Retry" />
      {sentHtml !== null && (
        <div className={styles.page} dangerouslySetInnerHTML={{ __html: withInertForms(sentHtml) }} />
      )}
    </>
  );
}

// What needs the page's code cannot work without it: its forms take no input rather than lose it.
const withInertForms = (html: string) => html.replace(/<form(?=[\s>])/g, '<form inert=""');

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
    if (this.state.failed) return <FailureView onRetry={this.retry} sentHtml={this.props.sentHtml?.() ?? null} />;
    return this.props.children;
  }
}
