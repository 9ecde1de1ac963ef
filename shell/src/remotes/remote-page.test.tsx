import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkPageModule, type PageModule } from './page-module';
import { PAGE_MARKER_ATTRIBUTE, RemotePage } from './remote-page';
import type { RemotePageId } from '../site-table/remote-page-ids';
import { RemotePageStore, RemotePageStoreProvider } from './remote-page-store';

type Answer = () => Promise<PageModule | null>;
const answers = new Map<RemotePageId, Answer>();
const setRemoteModule = (id: RemotePageId, answer: Answer) => answers.set(id, answer);

// The loader the store gets: what each test says its remote answers, checked as the real loader checks it.
let store: RemotePageStore;
const reportFailure = jest.fn();
const renderPage = (id: RemotePageId) =>
  render(
    <RemotePageStoreProvider store={store}>
      <RemotePage id={id} />
    </RemotePageStoreProvider>,
  );

beforeEach(() => {
  answers.clear();
  reportFailure.mockClear();
  store = new RemotePageStore(async (id) => {
    const answer = answers.get(id);
    if (!answer) throw new Error(`No test module for ${id}`);
    return checkPageModule(id, await answer());
  }, reportFailure);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemotePage', () => {
  it('shows the spinner, then the page from its remote', async () => {
    let resolve: (value: { default: () => React.JSX.Element }) => void = () => {};
    setRemoteModule('careers/CareerPage', () => new Promise((r) => (resolve = r)));
    renderPage('careers/CareerPage');
    expect(screen.getByRole('status')).toBeInTheDocument();
    resolve({ default: () => <h1>Careers</h1> });
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
  });

  it('shows the failure block when the remote is down, and the page after a retry once it is back', async () => {
    const user = userEvent.setup();
    let remoteUp = false;
    setRemoteModule('contact/ContactPage', async () => {
      if (!remoteUp) throw new Error('Failed to fetch remoteEntry');
      return { default: () => <h1>Contact</h1> };
    });
    renderPage('contact/ContactPage');
    expect(await screen.findByText(/couldn't fetch resource at this time/i)).toBeInTheDocument();
    expect(reportFailure).toHaveBeenCalledWith('contact', 'remote-load');
    remoteUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('contains a page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('Boom in a page');
    };
    setRemoteModule('marketing/CookiePolicyPage', async () => ({ default: Broken }));
    renderPage('marketing/CookiePolicyPage');
    expect(await screen.findByText(/couldn't fetch resource at this time/i)).toBeInTheDocument();
    // The page loaded: what failed is the page itself, not its remote.
    expect(reportFailure).toHaveBeenCalledWith('marketing', 'page-error');
    expect(reportFailure).not.toHaveBeenCalledWith('marketing', 'remote-load');
  });

  it('treats a module without a page component as a failure', async () => {
    setRemoteModule('marketing/TermsPage', async () => null);
    renderPage('marketing/TermsPage');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('the page marker', () => {
    const markers = (container: HTMLElement) =>
      [...container.querySelectorAll(`[${PAGE_MARKER_ATTRIBUTE}]`)].map((element) =>
        element.getAttribute(PAGE_MARKER_ATTRIBUTE),
      );

    it('names the page module around the page it drew, whatever the page says', async () => {
      setRemoteModule('careers/CareerPage', async () => ({ default: () => <h1>Any headline at all</h1> }));
      const { container } = renderPage('careers/CareerPage');
      const heading = await screen.findByRole('heading', { level: 1 });
      // Set once the page's element has committed, from inside the page's boundary.
      await waitFor(() =>
        expect(heading.closest(`[${PAGE_MARKER_ATTRIBUTE}]`)).toHaveAttribute(
          PAGE_MARKER_ATTRIBUTE,
          'careers/CareerPage',
        ),
      );
      expect(markers(container)).toEqual(['careers/CareerPage']);
    });

    it('is absent while the page loads and on the failure block', async () => {
      let resolve: (value: PageModule) => void = () => {};
      setRemoteModule('marketing/AboutPage', () => new Promise((r) => (resolve = r)));
      const { container } = renderPage('marketing/AboutPage');
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(markers(container)).toEqual([]);
      resolve({ default: () => <h1>About</h1> });
      expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
      await waitFor(() => expect(markers(container)).toEqual(['marketing/AboutPage']));

      setRemoteModule('contact/ContactPage', async () => {
        throw new Error('Failed to fetch remoteEntry');
      });
      const failed = renderPage('contact/ContactPage');
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(markers(failed.container)).toEqual([]);
    });
  });
});
