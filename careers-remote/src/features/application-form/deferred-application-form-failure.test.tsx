import { act, screen } from '@testing-library/react';
import { cleanupCareers, renderWithProviders } from '../../test-support/render-with-providers';
import { DeferredApplicationForm } from './deferred-application-form';

// The form's script is unreachable the first time (a dropped connection), then loads.
let attempts = 0;
jest.mock('./application-form', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('Loading chunk 368 failed');
  return { ApplicationForm: () => <p>The live form</p> };
});

afterEach(cleanupCareers);

it('offers Retry when the form cannot be loaded, and loads it on Retry', async () => {
  // The form suspends while it loads: act() is awaited, so React's retry is flushed in it.
  const { user } = await act(async () =>
    renderWithProviders(<DeferredApplicationForm jobId="job-0001" requiredFields={[]} requiredFiles={[]} />),
  );
  const retry = await screen.findByRole('button', { name: 'Retry' });
  await act(() => user.click(retry));
  expect(await screen.findByText('The live form')).toBeInTheDocument();
});
