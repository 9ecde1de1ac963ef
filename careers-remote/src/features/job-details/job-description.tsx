import { useId } from 'react';
import styles from './job-description.module.css';

/** 'Job Description', rendered from HTML that has already been sanitised. */
export function JobDescription({ html }: { html: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Job Description
      </h2>
      {html.trim() ? (
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.prose}>The employer has not added a description for this role.</p>
      )}
    </section>
  );
}
