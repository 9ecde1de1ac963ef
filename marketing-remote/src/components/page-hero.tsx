import type { ReactNode } from 'react';
import styles from './page-hero.module.css';
import { tightPunctuation } from './tight-punctuation';

type HeroSize = 'large' | 'regular';

// Every size, with the classes it draws with: a size the stylesheet has no class for is a type error.
const HERO_CLASS: Record<HeroSize, string> = {
  large: `${styles.hero} ${styles.large}`,
  regular: styles.hero,
};

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
  size?: HeroSize;
}

/** The navy banner that opens every marketing page and holds its one h1. */
export function PageHero({ eyebrow, title, lead, actions, children, art, size = 'regular' }: PageHeroProps) {
  return (
    <section className={HERO_CLASS[size]} aria-labelledby="page-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {tightPunctuation(title)}
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
