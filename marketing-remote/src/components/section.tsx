import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  /** The id of the heading that names this section. */
  labelledBy: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A full-width band with the site's container and vertical rhythm. */
export function Section({ labelledBy, tone = 'plain', children }: SectionProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={labelledBy}>
      <div className={styles.container}>{children}</div>
    </section>
  );
}
