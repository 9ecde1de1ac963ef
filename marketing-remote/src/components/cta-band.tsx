import type { ReactNode } from 'react';
import { Button, useScopedId } from 'shared-config/ui';
import { Icon } from './icon';
import type { IconName } from './icon-paths';
import styles from './cta-band.module.css';
import { tightPunctuation } from './tight-punctuation';

interface CtaBandProps {
  title: string;
  children: ReactNode;
  actionLabel: string;
  to: string;
  icon: IconName;
  tone?: 'accent' | 'soft';
}

/** A full-width call to action between content sections. */
export function CtaBand({ title, children, actionLabel, to, icon, tone = 'accent' }: CtaBandProps) {
  const headingId = useScopedId('cta-band');
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={`${styles.panel} ${styles[tone]}`}>
        <span className={styles.icon}>
          <Icon name={icon} size={30} />
        </span>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {tightPunctuation(title)}
          </h2>
          <p className={styles.text}>{children}</p>
        </div>
        <Button to={to} size="lg" variant={tone === 'accent' ? 'light' : 'primary'} className={styles.action}>
          {actionLabel}
        </Button>
      </div>
    </section>
  );
}
