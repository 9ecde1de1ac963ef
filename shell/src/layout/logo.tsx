import { Link } from 'shared-config/router';
import { site } from 'shared-config/site';
import styles from './logo.module.css';

interface LogoProps {
  onNavigate?: () => void;
  tone?: 'dark' | 'light';
}

// The short name stands out and the rest of the brand name sits under it in small capitals.
const suffix = site.brandName.startsWith(site.shortName) ? site.brandName.slice(site.shortName.length).trim() : '';

/**
 * The brand's mark and name, linking home. Its visible words are the brand name, separated by a
 * space even where they are stacked, so the link's name ('… home') contains them as read on screen
 * (WCAG 2.5.3, label in name).
 */
export function Logo({ onNavigate, tone = 'dark' }: LogoProps) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${styles[tone]}`}
      onClick={onNavigate}
      aria-label={`${site.brandName} home`}
    >
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="11" fill="#0b1b3f" />
        <path d="M27 14.5a9 9 0 1 0 0 11" fill="none" stroke="#38bdf8" strokeWidth="4" strokeLinecap="round" />
        <circle cx="27.5" cy="20" r="2.6" fill="#fff" />
      </svg>
      <span className={styles.word}>
        {site.shortName}
        {suffix && <span className={styles.suffix}> {suffix}</span>}
      </span>
    </Link>
  );
}
