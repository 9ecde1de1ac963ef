import { render, screen, within } from '@testing-library/react';
import { JobPager } from './job-pager';

const renderPager = (page: number, totalPages: number) =>
  render(
    <JobPager page={page} totalPages={totalPages} onPageChange={() => {}} pageHref={(n) => `/career?page=${n}`} />,
  );
const pager = () => screen.getByRole('navigation', { name: 'Job list pages' });
const control = (name: string) => within(pager()).getByRole('button', { name });

// HTML allows `rel` on <a> only with an `href`, and `rel="canonical"` on <link> only.
describe('the job pager’s links', () => {
  it('on the first page: no link back, so no rel on Previous; Next links forward', () => {
    renderPager(1, 3);
    expect(control('Previous page')).not.toHaveAttribute('href');
    expect(control('Previous page')).not.toHaveAttribute('rel');
    expect(control('Next page')).toHaveAttribute('href', '/career?page=2');
    expect(control('Next page')).toHaveAttribute('rel', 'next');
  });

  it('on a middle page: both ways linked, the current page without rel', () => {
    renderPager(2, 3);
    expect(control('Previous page')).toHaveAttribute('rel', 'prev');
    expect(control('Next page')).toHaveAttribute('rel', 'next');
    const current = within(pager()).getByRole('link', { name: 'Page 2 is your current page' });
    expect(current).toHaveAttribute('href', '/career?page=2');
    expect(current).not.toHaveAttribute('rel');
  });

  it('on the last page: no link forward, so no rel on Next', () => {
    renderPager(3, 3);
    expect(control('Next page')).not.toHaveAttribute('href');
    expect(control('Next page')).not.toHaveAttribute('rel');
    expect(control('Previous page')).toHaveAttribute('rel', 'prev');
  });
});
