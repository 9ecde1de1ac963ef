import type { ReactNode } from 'react';
import { Link } from 'shared-config/router';
import { Icon } from './icon';
import type { IconName } from './icon-paths';
import styles from './icon-card.module.css';
import { tightPunctuation } from './tight-punctuation';

interface IconCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** A 'Benefit:' line under the description. */
  benefit?: string;
  /** Makes the whole card a link to this route, named by the title. */
  to?: string;
  linkHint?: string;
}

/** A rounded card with a line icon, a title, a description and optionally a benefit or a link. */
export function IconCard({ icon, title, children, benefit, to, linkHint = 'Learn more' }: IconCardProps) {
  return (
    <article className={`${styles.card} ${to ? styles.linked : ''}`}>
      <span className={styles.icon}>
        <Icon name={icon} size={26} />
      </span>
      <h3 className={styles.title}>
        {to ? (
          <Link to={to} className={styles.link}>
            {tightPunctuation(title)}
          </Link>
        ) : (
          tightPunctuation(title)
        )}
      </h3>
      <div className={styles.text}>{children}</div>
      {benefit && (
        <p className={styles.benefit}>
          <strong>Benefit:</strong> {benefit}
        </p>
      )}
      {to && (
        <span className={styles.hint} aria-hidden="true">
          {linkHint}
          <Icon name="arrowRight" size={18} />
        </span>
      )}
    </article>
  );
}
