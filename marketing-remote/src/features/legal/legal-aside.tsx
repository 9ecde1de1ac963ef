import { NavLink } from 'shared-config/router';
import { site } from 'shared-config/site';
import { Button } from 'shared-config/ui';
import styles from './legal-aside.module.css';

const policies = [
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

/** The other legal documents and a way to ask about them. */
export function LegalAside() {
  return (
    <aside className={styles.aside} aria-label="Legal documents and contact">
      <nav className={styles.card} aria-labelledby="legal-nav-title">
        <h2 id="legal-nav-title" className={styles.title}>
          Legal documents
        </h2>
        <ul className={styles.links}>
          {policies.map((policy) => (
            <li key={policy.to}>
              <NavLink to={policy.to} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
                {policy.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.card}>
        <h2 className={styles.title}>Questions?</h2>
        <p className={styles.text}>
          Write to <a href={`mailto:${site.email}`}>{site.email}</a> and our team will reply within two working days.
        </p>
        <Button to="/contact" variant="secondary">
          Contact us
        </Button>
      </div>
    </aside>
  );
}
