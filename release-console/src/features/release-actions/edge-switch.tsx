import { useEffect, useState } from 'react';
import styles from './edge-switch.module.css';

/** How long every edge takes at most to follow a change of the pointers. */
const EDGE_SWITCH_MS = 5000;

/**
 * The wait after a change, counted down: the service has it at once, every edge serves it within 5 s
 * (meanwhile the views read the service again every few seconds).
 */
export function EdgeSwitch({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((since + EDGE_SWITCH_MS - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [now, left]);
  return (
    <p className={styles.switch} role="status">
      <span className={left ? styles.pending : styles.done} aria-hidden="true" />
      {left
        ? `Every edge follows within 5 s: ${left} s to go.`
        : 'Every edge serves it now: visitors get it from their next page.'}
    </p>
  );
}
