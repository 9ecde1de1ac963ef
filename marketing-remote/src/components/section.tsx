import { Suspense, type ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  /** The id of the heading that names this section. */
  labelledBy: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/**
 * A full-width band with the site's container and vertical rhythm. Its content is a Suspense boundary
 * of its own: the browser hydrates each band in a task of its own when it is idle (the first one a
 * visitor touches first), after the page's first screen, rather than the whole page in one go.
 * Nothing in it suspends, so the fallback is never shown.
 */
export function Section({ labelledBy, tone = 'plain', children }: SectionProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={labelledBy}>
      <div className={styles.container}>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </section>
  );
}
