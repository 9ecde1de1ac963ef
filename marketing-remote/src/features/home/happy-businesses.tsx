import { site } from 'shared-config/site';
import styles from './happy-businesses.module.css';

const clientInitials = ['KP', 'OL', 'SC', 'LH'];

/** The social proof under the home hero's calls to action. */
export function HappyBusinesses() {
  return (
    <div className={styles.proof}>
      <span className={styles.avatars} aria-hidden="true">
        {clientInitials.map((initials) => (
          <span key={initials} className={styles.avatar}>
            {initials}
          </span>
        ))}
      </span>
      <p className={styles.text}>
        <strong className={styles.claim}>Join {site.happyBusinesses} Happy Businesses</strong>
        <span className={styles.detail}>who trust us with the systems they cannot afford to lose</span>
      </p>
    </div>
  );
}
