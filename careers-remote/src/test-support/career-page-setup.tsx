import { getCareersStore } from '../app/careers-store-provider';
import CareerPage from '../pages/career-page';
import type { ProviderJob } from 'shared-config/job-board';
import { rawJob } from './job-fixtures';
import { requestedUrls } from './mock-api';
import { renderWithProviders } from './render-with-providers';

/** Three jobs as the provider lists them: open, open without deadline or address, closed. */
export const jobs: ProviderJob[] = [
  rawJob(),
  rawJob({
    id: 'job-0002',
    jobTitle: 'Backend Engineer (Go)',
    location: 'Remote',
    endDate: null,
    organization: { businessName: 'Kestrel Pay', businessAddress: null },
  }),
  rawJob({ id: 'job-0003', jobTitle: 'Network Engineer', status: 'CLOSED' }),
];

/** The career page at `route`, on the remote's own store, as the shell mounts it. */
export function renderCareerPage(route = '/career') {
  return renderWithProviders(<CareerPage />, { route, path: '/career', store: getCareersStore() });
}

/** The query string of the latest list request. */
export function lastRequest(fetchMock: jest.SpyInstance): Record<string, string> {
  return Object.fromEntries(requestedUrls(fetchMock).at(-1)?.searchParams ?? []);
}
