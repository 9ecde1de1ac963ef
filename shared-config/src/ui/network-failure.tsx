import styles from './state-block.module.css';

export const NETWORK_FAILURE_TEXT =
  "Couldn't fetch resource at this time! Please check your network and reload the page.";

interface NetworkFailureProps {
  onRetry?: () => void;
  retryLabel?: string;
}

export function NetworkFailure({ onRetry, retryLabel = 'Try again' }: NetworkFailureProps) {
  return (
    <div className={styles.block} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--color-danger-soft)" />
        <path
          d="M12 21a17 17 0 0 1 24 0M16.5 25.5a11 11 0 0 1 15 0M21 30a5 5 0 0 1 6 0"
          fill="none"
          stroke="var(--color-danger)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M13 13l22 22" stroke="var(--color-danger)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>{NETWORK_FAILURE_TEXT}</p>
      {onRetry && (
        <button type="button" className={styles.action} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
