import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LOCAL_SITE_TABLE } from 'local-site';
import { CONVERSION_REPORTS_PATH } from 'shared-config/conversion-reports';
import { SiteTableProvider } from '../site-table/site-table-context';
import { ConversionReports } from './conversion-reports';

// jsdom's Blob has no text(): read it as a browser without it would.
const bodyOf = (blob: Blob) =>
  new Promise<unknown>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('the conversion reports', () => {
  it('tell the edge once per page load of each goal page reached, landing or navigating, and of nothing else', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const reads: Promise<void>[] = [];
    const send = (url: string, body: Blob) => {
      reads.push(bodyOf(body).then((read) => void sent.push({ url, body: read })));
      return true;
    };
    const router = createMemoryRouter([{ path: '*', element: <ConversionReports send={send} /> }], {
      initialEntries: ['/contact'],
    });
    render(
      <SiteTableProvider table={LOCAL_SITE_TABLE}>
        <RouterProvider router={router} />
      </SiteTableProvider>,
    );
    for (const path of ['/', '/career', '/job-details/job-1', '/contact', '/job-details/job-2', '/about']) {
      await act(() => router.navigate(path));
    }
    await Promise.all(reads);
    expect(sent).toEqual([
      { url: CONVERSION_REPORTS_PATH, body: { goal: 'contact-reached' } },
      { url: CONVERSION_REPORTS_PATH, body: { goal: 'job-opened' } },
    ]);
  });
});
