import type { Testimonial } from './testimonials';
import styles from './testimonial-card.module.css';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

/** One client's quote with their name, role and company. */
export function TestimonialCard({ quote, name, role, company }: Testimonial) {
  return (
    <figure className={styles.card}>
      <svg className={styles.mark} width="40" height="32" viewBox="0 0 40 32" aria-hidden="true" focusable="false">
        <path
          d="M0 32V19.2C0 8.6 5.4 2.2 15.4 0l2 4.2C11.8 6 9.3 9.4 9 14h8v18H0zm22.6 0V19.2C22.6 8.6 28 2.2 38 0l2 4.2c-5.6 1.8-8.1 5.2-8.4 9.8h8V32H22.6z"
          fill="currentColor"
        />
      </svg>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>
            {role}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
