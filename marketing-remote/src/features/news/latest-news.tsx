import { useState } from 'react';
import { IdScope } from 'shared-config/ui';
import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';
import { NewsCard } from './news-card';
import { newsArticles } from './news-articles';
import styles from './latest-news.module.css';

function NewsCarousel() {
  const [index, setIndex] = useState(0);
  const count = newsArticles.length;
  const article = newsArticles[index] ?? newsArticles[0];
  const move = (delta: number) => setIndex((current) => (current + delta + count) % count);
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Latest articles">
      {article && (
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
          <IdScope name="news-carousel">
            <NewsCard {...article} />
          </IdScope>
        </div>
      )}
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => move(-1)} aria-label="Previous article">
          <Icon name="chevronLeft" />
        </button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          Article {index + 1} of {count}
        </p>
        <button type="button" className={styles.control} onClick={() => move(1)} aria-label="Next article">
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}

/**
 * Three static articles: in a row on wide screens, one at a time with wrapping arrows on narrow ones.
 * Both layouts are in the HTML and the stylesheet shows the one that fits the screen, so the page the
 * edge sends at any width is the one the browser hydrates: nothing is chosen in a render.
 */
export function LatestNews({ tone = 'alt' }: { tone?: 'plain' | 'alt' }) {
  return (
    <Section labelledBy="latest-news-title" tone={tone}>
      <SectionHeading id="latest-news-title" eyebrow="Insights" title="Latest News & Articles">
        Practical advice from the engineers who keep our clients secure and online.
      </SectionHeading>
      <ul className={styles.grid}>
        {newsArticles.map((article) => (
          <li key={article.title}>
            <IdScope name={`news-${article.art}`}>
              <NewsCard {...article} />
            </IdScope>
          </li>
        ))}
      </ul>
      <NewsCarousel />
    </Section>
  );
}
