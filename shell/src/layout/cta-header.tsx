import { Button } from 'shared-config/ui';
import styles from './cta-header.module.css';

/** The call to action above the footer on the home, about and contact pages (docs/product-rules.md#layout-groups). */
export function CtaHeader() {
  return (
    <section className={styles.cta} aria-labelledby="cta-header-title">
      <div className={styles.inner}>
        <div>
          <h2 id="cta-header-title" className={styles.title}>
            Let&apos;s build your future together
          </h2>
          <p className={styles.text}>
            Tell us where your technology is holding you back. We will map a secure, scalable way forward, with a clear
            plan and a fixed price.
          </p>
        </div>
        <Button to="/contact" variant="light" size="lg">
          Talk to our team
        </Button>
      </div>
    </section>
  );
}
