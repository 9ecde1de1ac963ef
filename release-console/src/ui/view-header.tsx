import type { ReactNode } from 'react';
import { usePageMeta } from 'shared-config/ui';
import styles from './view-header.module.css';

interface ViewHeaderProps {
  title: string;
  lead: string;
  children?: ReactNode;
}

/** A view's heading, the sentence under it (also its page description), and what sits beside them. */
export function ViewHeader({ title, lead, children }: ViewHeaderProps) {
  usePageMeta(`${title} · Release console`, lead);
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {children ? <div className={styles.aside}>{children}</div> : null}
    </header>
  );
}
