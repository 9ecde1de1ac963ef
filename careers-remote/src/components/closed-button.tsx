import { Button } from 'shared-config/ui';
import styles from './closed-button.module.css';

/** A closed job's disabled 'Closed' button, muted but still readable (docs/product-rules.md#closed-jobs). */
export function ClosedButton() {
  return (
    <Button variant="secondary" className={styles.closed} disabled>
      Closed
    </Button>
  );
}
