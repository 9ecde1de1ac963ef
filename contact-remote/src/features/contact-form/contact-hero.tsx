import { ConversationIllustration } from './conversation-illustration';
import styles from './contact-hero.module.css';

export function ContactHero() {
  return (
    <section className={styles.hero} aria-labelledby="contact-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.badge}>Contact Us</p>
          <h1 id="contact-hero-title" className={styles.title}>
            Let&apos;s Talk IT Solutions
          </h1>
          <p className={styles.text}>
            Whether you need to secure your systems, hand over day-to-day IT, move to the cloud or build new software,
            tell us where you are today. We will come back with clear, practical next steps.
          </p>
        </div>
        <ConversationIllustration className={styles.art} />
      </div>
    </section>
  );
}
