import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** Columns on wide screens; narrow screens stack, medium ones show two. */
  columns: 2 | 3 | 4;
  children: ReactNode;
  label?: string;
}

/** A responsive list of cards. */
export function CardGrid({ columns, children, label }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`} aria-label={label}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
