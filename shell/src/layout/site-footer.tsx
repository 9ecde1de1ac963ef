import { Link } from 'shared-config/router';
import { formatAddress, site } from 'shared-config/site';
import { SocialIcon } from 'shared-config/ui';
import { useCopyrightYear } from './copyright-year';
import { Logo } from './logo';
import { useNavigation } from './navigation-links';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { footerColumns } = useNavigation();
  const year = useCopyrightYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.pitch}>
            Cybersecurity, managed IT, managed cloud and bespoke software for businesses that cannot afford downtime.
          </p>
          <address className={styles.contact}>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <a href={site.phoneHref}>{site.phoneDisplay}</a>
            <span>{formatAddress()}</span>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} {site.brandName}. All rights reserved.
        </p>
        <ul className={styles.social} aria-label="Social media">
          {site.social.map(({ name, href }) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
                <SocialIcon name={name} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
