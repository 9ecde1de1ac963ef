import { NavLink } from 'shared-config/router';
import type { TokenHolder } from '../release-api/release-types';
import { SignOutButton } from '../features/sign-in/sign-out-button';
import styles from './console-header.module.css';

const VIEWS = [
  { to: '/', label: 'Overview' },
  { to: '/canaries', label: 'Canaries' },
  { to: '/rollouts', label: 'Rollouts' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/routes', label: 'Routes' },
  { to: '/libraries', label: 'Libraries' },
  { to: '/log', label: 'Log' },
];

/** The console's bar: the brand, the views (once signed in), who is signed in and signing out. */
export function ConsoleHeader({ holder }: { holder: TokenHolder | null }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
            <rect width="40" height="40" rx="11" fill="#13295a" />
            <path d="M27 14.5a9 9 0 1 0 0 11" fill="none" stroke="#38bdf8" strokeWidth="4" strokeLinecap="round" />
            <circle cx="27.5" cy="20" r="2.6" fill="#fff" />
          </svg>
          <span className={styles.words}>
            <span className={styles.company}>Corelink</span> <span className={styles.product}>Release console</span>
          </span>
        </div>
        {holder ? (
          <>
            <nav className={styles.nav} aria-label="Views">
              <ul className={styles.navList}>
                {VIEWS.map((view) => (
                  <li key={view.to}>
                    <NavLink
                      to={view.to}
                      end={view.to === '/'}
                      className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
                    >
                      {view.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.who}>
              <span className={styles.holder}>
                <span className={styles.holderLabel}>Signed in as</span> <strong>{holder.name}</strong>
                <span className={styles.packages}>may change {holder.packages.join(', ')}</span>
              </span>
              <SignOutButton />
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
