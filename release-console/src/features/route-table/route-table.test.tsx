import { screen, within } from '@testing-library/react';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { renderConsole } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

describe('the route table', () => {
  it('lists each path with the package that owns it, then the redirects and where unknown paths go', async () => {
    ({ service } = renderConsole('/routes'));
    const table = await screen.findByRole('table', { name: '3 pages, in the order the edges match them' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '/marketingmarketing/HomePageHome',
      '/careeralso /careerscareerscareers/CareerPageCareers',
      '/contactcontactcontact/ContactPageContact us',
    ]);
    expect(screen.getByText('Any other path →')).toBeVisible();
    expect(screen.getByText('/home')).toBeVisible();
  });
});
