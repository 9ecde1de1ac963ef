import { screen, within } from '@testing-library/react';
import type { FakeReleaseService } from '../../test-support/fake-release-service';
import { renderConsole } from '../../test-support/render-console';

let service: FakeReleaseService;
afterEach(() => service.restore());

describe('the shared libraries', () => {
  it('shows, per library, the version each package’s live release brings, or that it takes the shell’s', async () => {
    ({ service } = renderConsole('/libraries'));
    const table = await screen.findByRole('table', {
      name: /Each library’s version as each package’s live release brings it/,
    });
    const react = within(table).getByRole('rowheader', { name: 'react' }).closest('tr') as HTMLElement;
    expect(
      within(react)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '19.3.1, singleton, wants ^19.0.0',
      'no copy: the shell’s, wants ^19.0.0',
      'no copy: the shell’s, wants ^19.0.0',
      'no copy: the shell’s, wants ^19.0.0',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.split('2026')[0]),
    ).toEqual(['Library', 'shell', 'marketing', 'careers', 'contact']);
  });
});
