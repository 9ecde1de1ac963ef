import { site } from 'shared-config/site';
import { Button, useScopedId } from 'shared-config/ui';
import { Icon } from '../../components/icon';
import styles from './consultation-banner.module.css';
import { tightPunctuation } from '../../components/tight-punctuation';

interface ConsultationBannerProps {
  title?: string;
  text?: string;
}

const DEFAULT_TITLE = 'Not sure where to start? Talk to an engineer, not a salesperson.';
const DEFAULT_TEXT =
  'Book a free 30-minute consultation. We will review your current setup, answer your questions and suggest practical next steps, with no obligation.';

/** The closing prompt of the service pages and the consultation banner of home and services. */
export function ConsultationBanner({ title = DEFAULT_TITLE, text = DEFAULT_TEXT }: ConsultationBannerProps) {
  const headingId = useScopedId('consultation');
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <div className={styles.badge} aria-hidden="true">
          <span className={styles.pulse} />
          <Icon name="headset" size={34} />
        </div>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {tightPunctuation(title)}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <Button to="/contact" size="lg">
            Call for free consultation
          </Button>
          <a className={styles.phone} href={site.phoneHref}>
            <Icon name="phone" size={18} />
            <span>
              <span className="visually-hidden">Or call us on </span>
              {site.phoneDisplay}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
