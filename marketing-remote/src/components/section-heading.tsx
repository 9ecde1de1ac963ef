import type { ReactNode } from 'react';
import styles from './section-heading.module.css';
import { tightPunctuation } from './tight-punctuation';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
}

/** A section's eyebrow, h2 and lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {tightPunctuation(title)}
      </h2>
      {children && <p className={styles.lead}>{children}</p>}
    </div>
  );
}
