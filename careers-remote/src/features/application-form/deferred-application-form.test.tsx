import { act, screen } from '@testing-library/react';
import { cleanupCareers, renderWithProviders } from '../../test-support/render-with-providers';
import { installScreenObserver } from '../../test-support/screen-observer';
import { DeferredApplicationForm, ServerApplicationForm } from './deferred-application-form';

const FORM = { jobId: 'job-0001', requiredFields: ['firstName'], requiredFiles: [] };

/** The form as the edge draws it in a prerendered job page: inert until the app takes it over. */
function drawPrerenderedForm(): HTMLElement {
  const section = document.createElement('section');
  section.id = 'apply';
  section.setAttribute('aria-label', 'Application Form');
  section.innerHTML =
    '<form inert=""><label for="p-first">First Name</label><input id="p-first" name="firstName"></form>';
  document.body.appendChild(section);
  return section;
}

let screenObserver: ReturnType<typeof installScreenObserver>;
beforeEach(() => {
  screenObserver = installScreenObserver();
});
afterEach(() => {
  screenObserver.restore();
  document.getElementById('apply')?.remove();
  cleanupCareers();
});

describe('the application form of a prerendered job page', () => {
  it('keeps the form the edge drew, inert, and loads no script while it is off screen', async () => {
    drawPrerenderedForm();
    renderWithProviders(<DeferredApplicationForm {...FORM} />);
    document.querySelectorAll('body > section#apply').forEach((section) => section.remove());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('First Name').closest('form')).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('becomes the live form once it nears the screen', async () => {
    drawPrerenderedForm();
    renderWithProviders(<DeferredApplicationForm {...FORM} />);
    document.querySelectorAll('body > section#apply').forEach((section) => section.remove());
    screenObserver.comeNear();
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name').closest('form')).not.toHaveAttribute('inert');
  });
});

describe('the application form elsewhere', () => {
  it('loads at once after a navigation inside the site (nothing prerendered to keep)', async () => {
    renderWithProviders(<DeferredApplicationForm {...FORM} />);
    expect(screen.getByText('Loading the application form')).toBeInTheDocument();
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
