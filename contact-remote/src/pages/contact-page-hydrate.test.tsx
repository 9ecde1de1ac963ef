import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { hydrateElement, hydrationProblems, type Hydrate } from 'shared-config/hydration-check';
import { renderPages } from 'shared-config/prerender';
import { jsonResponse, mockFetch } from '../test-support/mock-fetch';
import { validRequest } from '../features/contact-form/contact-test-data';
import { ROUTES } from '../routes/contact-routes';
import * as contactPage from './contact-page';

// The page as contact's build prerenders it (shared-config's renderPages), at its declared path.
const path = ROUTES[0]?.path ?? '/contact';
const html = () => renderPages({ ContactPage: contactPage }, { ContactPage: path }).ContactPage ?? '';
const ContactPage = contactPage.default;
const page = (
  <MemoryRouter initialEntries={[path]}>
    <ContactPage />
  </MemoryRouter>
);

afterEach(() => jest.restoreAllMocks());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('hydrates its prerendered HTML without a difference (React development build)', async () => {
  expect(await hydrationProblems(html(), hydrateElement(page))).toEqual([]);
});

it('takes what a visitor typed in the HTML the edge sent before the page hydrated, and sends it', async () => {
  const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, { message: 'Received' }));
  const typeBeforeHydration: Hydrate = (container, onRecoverableError) => {
    for (const [name, value] of Object.entries(validRequest)) {
      const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${name}`);
      if (!control) throw new Error(`no field ${name} in the prerendered form`);
      control.value = value;
    }
    return hydrateElement(page)(container, onRecoverableError);
  };
  const send = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    for (let waited = 0; waited < 5000 && fetchMock.mock.calls.length === 0; waited += 20) await pause(20);
  };
  expect(await hydrationProblems(html(), typeBeforeHydration, { thenUse: send })).toEqual([]);
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(validRequest);
});
