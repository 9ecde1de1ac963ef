import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'accent' | 'neutral' | 'success' | 'warning' | 'danger';

const TONE_CLASS: Record<BadgeTone, string> = {
  accent: styles.accent,
  neutral: styles.neutral,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
};

/** A short state in a pill: `Yours`, `Canary 50 %`, `Halted`. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${TONE_CLASS[tone]}`}>{children}</span>;
}
