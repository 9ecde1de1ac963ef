import { apiErrorMessage } from './api-error-message';
import styles from './service-unreachable.module.css';

/** A read that failed for another reason than the session: what the service said, and a retry. */
export function ServiceUnreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.block} role="alert">
      <p className={styles.text}>{apiErrorMessage(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
