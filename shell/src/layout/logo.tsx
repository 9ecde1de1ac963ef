import { Link } from 'shared-config/router';
import { site } from 'shared-config/site';
import styles from './logo.module.css';

interface LogoProps {
  onNavigate?: () => void;
  tone?: 'dark' | 'light';
}

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
        <span className={styles.suffix}>Technologies</span>
      </span>
    </Link>
  );
}
