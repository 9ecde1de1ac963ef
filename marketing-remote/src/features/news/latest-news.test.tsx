import { fireEvent, render, screen, within } from '@testing-library/react';
import { LatestNews } from './latest-news';
import { newsArticles } from './news-articles';

const titles = newsArticles.map((article) => article.title);
// Both layouts are drawn (the stylesheet shows the one that fits): the row is the list, the carousel its own region.
const row = () => screen.getByRole('list');
const carousel = () => screen.getByRole('region', { name: 'Latest articles' });
const shownTitle = () => within(carousel()).getByRole('heading', { level: 3 }).textContent;

it('shows all three articles in a row, none of them a link', () => {
  render(<LatestNews />);
  expect(screen.getByRole('heading', { level: 2, name: 'Latest News & Articles' })).toBeInTheDocument();
  const items = within(row()).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  items.forEach((item, index) => {
    const article = newsArticles[index];
    if (!article) throw new Error('missing article');
    expect(within(item).getByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(within(item).getByText(article.category)).toBeInTheDocument();
    expect(within(item).getByText(article.date)).toBeInTheDocument();
    expect(within(item).getByText(article.description)).toBeInTheDocument();
  });
  expect(within(row()).queryByRole('link')).not.toBeInTheDocument();
});

it('shows one article at a time in the carousel; next wraps from the last to the first', () => {
  render(<LatestNews />);
  expect(within(carousel()).getAllByRole('heading', { level: 3 })).toHaveLength(1);
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
  render(<LatestNews />);
  const previous = screen.getByRole('button', { name: 'Previous article' });
  fireEvent.click(previous);
  expect(shownTitle()).toBe(titles[2]);
  expect(screen.getByText('Article 3 of 3')).toBeInTheDocument();
  fireEvent.click(previous);
  expect(shownTitle()).toBe(titles[1]);
});

it('names every picture in the row and the carousel apart (no id twice in the page)', () => {
  const { container } = render(<LatestNews />);
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
});
