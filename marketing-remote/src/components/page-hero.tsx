import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Proof points or other content under the actions. */
  children?: ReactNode;
  /** A decorative illustration shown beside the text on wide screens and under it on narrow ones. */
  art?: ReactNode;
  size?: 'large' | 'regular';
}

/** The navy banner that opens every marketing page and holds its one h1. */
export function PageHero({ eyebrow, title, lead, actions, children, art, size = 'regular' }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${styles[size]}`} aria-labelledby="page-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
          {children}
        </div>
        {art && <div className={styles.art}>{art}</div>}
      </div>
    </section>
  );
}
