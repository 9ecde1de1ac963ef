import type { NewsArticle } from './news-articles';
import { NewsIllustration } from './news-illustration';
import styles from './news-card.module.css';

/** A static article teaser; there is no article page, so it is deliberately not a link. */
export function NewsCard({ category, date, title, description, art }: NewsArticle) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <NewsIllustration art={art} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{category}</span>
          <span className={styles.date}>{date}</span>
        </p>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
      </div>
    </article>
  );
}
