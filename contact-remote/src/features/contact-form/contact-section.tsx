import { ContactForm } from './contact-form';
import { ContactPanel } from './contact-panel';
import styles from './contact-section.module.css';

/** The form beside the contact panel on wide screens, the panel below it on narrow ones. */
export function ContactSection() {
  return (
    <div className={styles.section}>
      <div className={styles.layout}>
        <ContactForm />
        <ContactPanel />
      </div>
    </div>
  );
}
