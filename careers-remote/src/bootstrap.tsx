import { renderHarness } from 'shared-config/harness';
import CareerPage from './pages/career-page';
import JobDetailsPage from './pages/job-details-page';

renderHarness('careers', [
  { path: '/career', label: 'Career', element: <CareerPage /> },
  { path: '/job-details/:id', label: 'Job details', element: <JobDetailsPage /> },
]);
