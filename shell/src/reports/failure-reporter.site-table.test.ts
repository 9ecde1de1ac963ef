import { SITE_ROUTES } from 'local-site';
import { createFailureReporter } from './failure-reporter';

const RELEASES = { marketing: '20261124T100000000Z-aaaaaaaaaaaaaaaa', careers: null, contact: null };

function reporterOn(path: string) {
  const sent: { url: string; body: Blob }[] = [];
  let location = path;
  const report = createFailureReporter({
    releases: RELEASES,
    routes: SITE_ROUTES,
    send: (url, body) => sent.push({ url, body }) > 0,
    pathname: () => location,
  });
  return { report, sent, go: (next: string) => (location = next) };
}

// jsdom's Blob has no text(): read it as a browser without it would.
const bodyOf = (blob: Blob | undefined) =>
  new Promise<unknown>((resolve, reject) => {
    if (!blob) return resolve(null);
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('failure reports from the browser', () => {
  it('sends one small JSON beacon: package, release, route pattern and kind, nothing else', async () => {
    const { report, sent } = reporterOn('/about');
    report('marketing', 'remote-load');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/client-reports');
    expect(sent[0]?.body.type).toBe('application/json');
    expect(await bodyOf(sent[0]?.body)).toEqual({
      package: 'marketing',
      release: RELEASES.marketing,
      route: '/about',
      kind: 'remote-load',
    });
  });

  it('names the route by its pattern, never the visited path', async () => {
    const { report, sent } = reporterOn('/job-details/job-0003');
    const withRelease = createFailureReporter({
      releases: { ...RELEASES, careers: '20261124T110000000Z-bbbbbbbbbbbbbbbb' },
      routes: SITE_ROUTES,
      send: (url, body) => sent.push({ url, body }) > 0,
      pathname: () => '/job-details/jane.doe@example.com',
    });
    report('careers', 'page-error');
    withRelease('careers', 'page-error');
    expect(sent).toHaveLength(1);
    expect(await bodyOf(sent[0]?.body)).toMatchObject({ route: '/job-details/:id' });
  });

  it('reports a failure once per page load, and each different failure once', () => {
    const { report, sent, go } = reporterOn('/');
    report('marketing', 'remote-load');
    report('marketing', 'remote-load');
    report('marketing', 'page-error');
    go('/about');
    report('marketing', 'remote-load');
    expect(sent).toHaveLength(3);
  });

  it('sends nothing for a remote without a release of this site, or a path outside the route table', () => {
    const { report, sent, go } = reporterOn('/contact');
    report('contact', 'remote-load');
    go('/nowhere');
    report('marketing', 'remote-load');
    expect(sent).toEqual([]);
  });

  it('never fails itself when the beacon cannot be sent', () => {
    const report = createFailureReporter({
      releases: RELEASES,
      routes: SITE_ROUTES,
      send: () => {
        throw new Error('blocked');
      },
      pathname: () => '/',
    });
    expect(() => report('marketing', 'remote-load')).not.toThrow();
  });
});
