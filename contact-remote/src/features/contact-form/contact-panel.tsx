import type { ReactNode } from 'react';
import { site } from 'shared-config/site';
import { SocialIcon } from 'shared-config/ui';
import { MailIcon, MapPinIcon, PhoneIcon } from './contact-icons';
import styles from './contact-panel.module.css';

function PanelItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>{icon}</span>
      <div>
        <h3 className={styles.itemTitle}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The ways to reach the company besides the form, all read from the site constants. */
export function ContactPanel() {
  const { street, area, city, country } = site.address;
  return (
    <aside className={styles.panel} aria-labelledby="contact-panel-title">
      <h2 id="contact-panel-title" className={styles.title}>
        Contact information
      </h2>
      <p className={styles.lead}>Prefer to talk directly? Reach our team by email or phone, or visit our office.</p>
      <ul className={styles.items}>
        <PanelItem icon={<MailIcon />} title="Email us">
          <a className={styles.link} href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </PanelItem>
        <PanelItem icon={<PhoneIcon />} title="Call us">
          <a className={styles.link} href={site.phoneHref}>
            {site.phoneDisplay}
          </a>
        </PanelItem>
        <PanelItem icon={<MapPinIcon />} title="Visit us">
          <address className={styles.address}>
            {street}, {area}
            <br />
            {city}, {country}
          </address>
        </PanelItem>
      </ul>
      <h3 className={styles.socialTitle}>Follow us</h3>
      <ul className={styles.social}>
        {site.social.map(({ name, href }) => (
          <li key={name}>
            <a
              className={styles.socialLink}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} (opens in a new tab)`}
            >
              <SocialIcon name={name} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
