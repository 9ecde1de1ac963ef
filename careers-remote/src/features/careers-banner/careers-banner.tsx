import type { ReactNode } from 'react';
import { BannerArt } from './banner-art';
import styles from './careers-banner.module.css';

interface CareersBannerProps {
  title: string;
  /** Small line above the title (a back link, a company name). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** A smaller title, for long job titles. */
  compact?: boolean;
}

/** The navy hero both careers pages open with; the page's one h1. */
export function CareersBanner({ title, eyebrow, children, compact = false }: CareersBannerProps) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
          <h1 className={compact ? `${styles.title} ${styles.compact}` : styles.title}>{title}</h1>
          {children && <div className={styles.text}>{children}</div>}
        </div>
        <BannerArt className={styles.art} />
      </div>
    </header>
  );
}
