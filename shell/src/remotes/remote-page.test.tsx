import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRemoteModules, setRemoteModule } from '../federation/remote-containers.double';
import { preloadRemotePage, RemotePage } from './remote-page';

beforeEach(() => {
  resetRemoteModules();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemotePage', () => {
  it('shows the spinner, then the page from its remote', async () => {
    let resolve: (value: { default: () => React.JSX.Element }) => void = () => {};
    setRemoteModule('careers/CareerPage', () => new Promise((r) => (resolve = r)));
    render(<RemotePage id="careers/CareerPage" />);
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
    render(<RemotePage id="contact/ContactPage" />);
    expect(await screen.findByText(/couldn't fetch resource at this time/i)).toBeInTheDocument();
    remoteUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('gives up on a remote that does not answer within 5 seconds', async () => {
    jest.useFakeTimers();
    setRemoteModule('marketing/AboutPage', () => new Promise(() => {}));
    render(<RemotePage id="marketing/AboutPage" />);
    await jest.advanceTimersByTimeAsync(5000);
    jest.useRealTimers();
    expect(await screen.findByText(/couldn't fetch resource at this time/i)).toBeInTheDocument();
  });

  it('contains a page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('Boom in a page');
    };
    setRemoteModule('marketing/CookiePolicyPage', async () => ({ default: Broken }));
    render(<RemotePage id="marketing/CookiePolicyPage" />);
    expect(await screen.findByText(/couldn't fetch resource at this time/i)).toBeInTheDocument();
  });

  it('treats a module without a page component as a failure', async () => {
    setRemoteModule('marketing/TermsPage', async () => null);
    render(<RemotePage id="marketing/TermsPage" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('loaded before the first render (over prerendered HTML)', () => {
    it('draws the page in the first render, with no spinner in between', async () => {
      setRemoteModule('marketing/ServicesPage', async () => ({ default: () => <h1>Services</h1> }));
      await preloadRemotePage('marketing/ServicesPage');
      render(<RemotePage id="marketing/ServicesPage" />);
      expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('shows the failure block at once when the page failed to load, and loads it again on Retry', async () => {
      const user = userEvent.setup();
      let remoteUp = false;
      setRemoteModule('marketing/PrivacyPolicyPage', async () => {
        if (!remoteUp) throw new Error('Failed to fetch remoteEntry');
        return { default: () => <h1>Privacy</h1> };
      });
      await preloadRemotePage('marketing/PrivacyPolicyPage');
      render(<RemotePage id="marketing/PrivacyPolicyPage" />);
      expect(screen.getByText(/couldn't fetch resource at this time/i)).toBeInTheDocument();
      remoteUp = true;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    });
  });
});
