import type { ReactNode } from 'react';
import styles from './state-block.module.css';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className={styles.block}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--color-accent-soft)" />
        <rect x="13" y="15" width="22" height="18" rx="3" fill="none" stroke="var(--color-accent)" strokeWidth="2.5" />
        <path d="M13 21h22" stroke="var(--color-accent)" strokeWidth="2.5" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
