import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateElement, hydrationProblems } from 'shared-config/hydration-check';
import { cleanupCareers, renderWithProviders } from '../../test-support/render-with-providers';
import { installScreenObserver } from '../../test-support/screen-observer';
import { ApplicationForm } from './application-form';
import { DeferredApplicationForm, ServerApplicationForm } from './deferred-application-form';
import { CareersStoreProvider } from '../../app/careers-store-provider';
import { makeStore } from '../../app/make-store';

const FORM = { jobId: 'job-0001', requiredFields: ['firstName'], requiredFiles: [] };

/** The form as careers' server module draws it in a job page: in place, in its Suspense boundary. */
const serverForm = () =>
  renderToString(
    <CareersStoreProvider store={makeStore()}>
      <ServerApplicationForm.Provider value={(props) => <ApplicationForm {...props} />}>
        <DeferredApplicationForm {...FORM} />
      </ServerApplicationForm.Provider>
    </CareersStoreProvider>,
  );

const browserForm = (
  <CareersStoreProvider store={makeStore()}>
    <DeferredApplicationForm {...FORM} />
  </CareersStoreProvider>
);

const reactManages = (node: Node | null) =>
  Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

let screenObserver: ReturnType<typeof installScreenObserver>;
beforeEach(() => {
  screenObserver = installScreenObserver();
});
afterEach(() => {
  screenObserver.restore();
  cleanupCareers();
});

describe('the application form in the job page the edge sent', () => {
  it('stays the HTML the edge drew, not hydrated, while it is off screen; nearing the screen, that HTML hydrates', async () => {
    const seen: Record<string, unknown> = {};
    const scroll = async (container: HTMLElement) => {
      const sentInput = container.querySelector('input[name="firstName"]');
      seen.offScreen = { managed: reactManages(sentInput), drawn: sentInput?.isConnected };
      screenObserver.comeNear({ outsideAct: true });
      await waitFor(() => expect(reactManages(sentInput)).toBe(true));
      // The same input the edge sent, now React's, in the live form.
      seen.near = {
        same: screen.getByLabelText('First Name') === sentInput,
        submit: screen.getByRole('button', { name: 'Submit Application' }).isConnected,
      };
    };
    // Off screen, the form never hydrates: the check is told not to wait long for it.
    const problems = await hydrationProblems(serverForm(), hydrateElement(browserForm), {
      timeoutMs: 200,
      thenUse: scroll,
    });
    expect(seen).toEqual({ offScreen: { managed: false, drawn: true }, near: { same: true, submit: true } });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('not hydrated within 200 ms'))).toBe(true);
  });
});

describe('the application form elsewhere', () => {
  it('loads at once after a navigation inside the site (no HTML of it to keep)', async () => {
    await act(async () => {
      renderWithProviders(<DeferredApplicationForm {...FORM} />);
    });
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });

  it('is drawn in place by a server render, which gives it the live form', () => {
    renderWithProviders(
      <ServerApplicationForm.Provider value={({ jobId }) => <p>The live form for {jobId}, drawn by the server</p>}>
        <DeferredApplicationForm {...FORM} />
      </ServerApplicationForm.Provider>,
    );
    expect(screen.getByText('The live form for job-0001, drawn by the server')).toBeInTheDocument();
  });
});
