import { screen, within } from '@testing-library/react';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { LIVE, MARKETING_UNCOMMITTED } from '../../test-support/release-fixtures';
import { renderConsole } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

describe("a package's releases", () => {
  it('gives each release its size as the release CLI writes it: the same unit and rounding', async () => {
    ({ service } = renderConsole('/packages/marketing'));
    const list = await screen.findByRole('list', { name: 'Releases of marketing, newest first' });
    const live = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(LIVE.marketing));
    // 420,000 bytes: `npm run release -- list marketing` prints 410 KiB (shared-config/byte-size).
    expect(live).toHaveTextContent('· 410 KiB, 38 files');
    expect(list).not.toHaveTextContent(/\bKB\b/);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(MARKETING_UNCOMMITTED);
  });
});
