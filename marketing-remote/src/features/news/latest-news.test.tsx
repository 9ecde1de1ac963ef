import { fireEvent, render, screen, within } from '@testing-library/react';
import { LatestNews, NARROW_NEWS_QUERY } from './latest-news';
import { newsArticles } from './news-articles';

function stubViewport(narrow: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: narrow && query === NARROW_NEWS_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const titles = newsArticles.map((article) => article.title);
const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

it('shows all three articles, none of them a link, when matchMedia is missing (wide by default)', () => {
  render(<LatestNews />);
  expect(screen.getByRole('heading', { level: 2, name: 'Latest News & Articles' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);
  items.forEach((item, index) => {
    const article = newsArticles[index];
    if (!article) throw new Error('missing article');
    expect(within(item).getByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(within(item).getByText(article.category)).toBeInTheDocument();
    expect(within(item).getByText(article.date)).toBeInTheDocument();
    expect(within(item).getByText(article.description)).toBeInTheDocument();
  });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('shows one article at a time on narrow screens; next wraps from the last to the first', () => {
  stubViewport(true);
  render(<LatestNews />);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  expect(shownTitle()).toBe(titles[0]);
  const next = screen.getByRole('button', { name: 'Next article' });
  fireEvent.click(next);
  expect(shownTitle()).toBe(titles[1]);
  fireEvent.click(next);
  expect(shownTitle()).toBe(titles[2]);
  expect(screen.getByText('Article 3 of 3')).toHaveAttribute('aria-live', 'polite');
  fireEvent.click(next);
  expect(shownTitle()).toBe(titles[0]);
  expect(screen.getByText('Article 1 of 3')).toBeInTheDocument();
});

it('previous wraps from the first article to the last', () => {
  stubViewport(true);
  render(<LatestNews />);
  const previous = screen.getByRole('button', { name: 'Previous article' });
  fireEvent.click(previous);
  expect(shownTitle()).toBe(titles[2]);
  expect(screen.getByText('Article 3 of 3')).toBeInTheDocument();
  fireEvent.click(previous);
  expect(shownTitle()).toBe(titles[1]);
});

it('uses the row layout when the viewport is wide', () => {
  stubViewport(false);
  render(<LatestNews />);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
});
