import { compatibilityProblems } from './compatibility-check';
import type { ReleaseFacts } from './release-facts';
import { parseFederationManifest } from './federation-manifest';
import {
  DECLARED,
  EXPOSES,
  FROM_SHELL,
  SHELL_SHARED,
  SITE_RULES,
  federationManifest,
  type SharedFixture,
} from '../../test-support/release-fixtures';
import { SHELL_RULES } from 'shared-config/site-table';
import { parseDeclaredRoutes, type ShellRules } from '../../model/routes/route-table';

const SHELL_ID = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const CAREERS_ID = '20261124T110000000Z-bbbbbbbbbbbbbbbb';

const MARKETING_ID = '20261124T120000000Z-cccccccccccccccc';

function shell(
  role: ReleaseFacts['role'],
  shared: SharedFixture[] = SHELL_SHARED,
  rules: ShellRules | null = SITE_RULES,
): ReleaseFacts {
  return {
    name: 'shell',
    id: SHELL_ID,
    role,
    manifest: parseFederationManifest(federationManifest('shell', [], shared)),
    routes: null,
    rules,
  };
}

function careers(
  role: ReleaseFacts['role'],
  exposes: string[] = [...EXPOSES.careers],
  shared: SharedFixture[] = FROM_SHELL,
  routes: unknown[] = DECLARED.careers,
): ReleaseFacts {
  return {
    name: 'careers',
    id: CAREERS_ID,
    role,
    manifest: parseFederationManifest(federationManifest('careers', exposes, shared)),
    routes: parseDeclaredRoutes('careers', JSON.stringify({ routes })),
    rules: null,
  };
}

function marketing(role: ReleaseFacts['role'], routes: unknown[] = DECLARED.marketing): ReleaseFacts {
  return {
    name: 'marketing',
    id: MARKETING_ID,
    role,
    manifest: parseFederationManifest(federationManifest('marketing', [...EXPOSES.marketing], FROM_SHELL)),
    routes: parseDeclaredRoutes('marketing', JSON.stringify({ routes })),
    rules: null,
  };
}

const route = (path: string, page: string, extra: object = {}) => ({
  path,
  page,
  title: 'T',
  description: 'D',
  sitemap: true,
  ...extra,
});

describe('activating a remote release', () => {
  it('passes when it exposes every page it routes and the shell provides its singletons', () => {
    expect(compatibilityProblems(careers('candidate'), [shell('active')])).toEqual([]);
  });

  it('passes with no live shell to check against (the first release of a site)', () => {
    expect(compatibilityProblems(careers('candidate'), [])).toEqual([]);
  });

  it('is refused when it routes a page module it does not expose', () => {
    expect(compatibilityProblems(careers('candidate', ['CareerPage']), [shell('active')])).toEqual([
      `careers ${CAREERS_ID}: this release routes /job-details/:id to careers/JobDetailsPage, which it does not expose`,
    ]);
  });

  it('is refused when it claims a path another live remote routes, or an alias of one', () => {
    const claims = [
      ...DECLARED.marketing,
      route('/career', 'marketing/HomePage'),
      route('/jobs', 'marketing/AboutPage', { aliases: ['/Contact'] }),
    ];
    expect(compatibilityProblems(marketing('candidate', claims), [shell('active'), careers('active')])).toEqual([
      `marketing ${MARKETING_ID}: this release claims /career, which the live careers release claims too`,
    ]);
    const contact: ReleaseFacts = {
      ...marketing('active'),
      name: 'contact',
      routes: parseDeclaredRoutes('contact', JSON.stringify({ routes: [route('/contact', 'contact/ContactPage')] })),
    };
    expect(compatibilityProblems(marketing('candidate', claims), [contact])).toEqual([
      `marketing ${MARKETING_ID}: this release claims /Contact, which the live contact release claims too`,
    ]);
  });

  it('is refused when it claims a path the shell reserves', () => {
    const claims = [
      ...DECLARED.marketing,
      route('/api/pages', 'marketing/AboutPage'),
      route('/healthz', 'marketing/HomePage'),
    ];
    expect(compatibilityProblems(marketing('candidate', claims), [shell('active')])).toEqual([
      `marketing ${MARKETING_ID}: this release claims /api/pages, which the live shell reserves`,
      `marketing ${MARKETING_ID}: this release claims /healthz, which the live shell reserves`,
    ]);
  });

  it("is refused when it claims a path under the platform's test prefix, which the site's shell rules keep from every team", () => {
    const claims = [...DECLARED.marketing, route('/__platform-test/industries', 'marketing/AboutPage')];
    const rules = { ...SITE_RULES, reserved: SHELL_RULES.reserved };
    expect(compatibilityProblems(marketing('candidate', claims), [shell('active', SHELL_SHARED, rules)])).toEqual([
      `marketing ${MARKETING_ID}: this release claims /__platform-test/industries, which the live shell reserves`,
    ]);
  });

  it('is refused when it places a link in a menu the shell does not have, or has no slot for it in', () => {
    const placed = [
      route('/', 'marketing/HomePage', { menus: [{ menu: 'sidebar', label: 'Home', order: 1 }] }),
      route('/about', 'marketing/AboutPage', { menus: [{ menu: 'footer-legal', label: 'About', order: 1 }] }),
    ];
    expect(
      compatibilityProblems(
        careers('candidate', undefined, undefined, [
          ...DECLARED.careers,
          route('/x', 'careers/CareerPage', { menus: [{ menu: 'footer-legal', label: 'X', order: 1 }] }),
        ]),
        [shell('active')],
      ),
    ).toEqual([
      `careers ${CAREERS_ID}: this release places a link in the menu 'footer-legal', where the live shell has no slot for careers`,
    ]);
    expect(compatibilityProblems(marketing('candidate', placed), [shell('active')])).toEqual([
      `marketing ${MARKETING_ID}: this release places a link in the menu 'sidebar', where the live shell has no slot for marketing`,
    ]);
  });

  it('is refused with one line per malformed entry', () => {
    const malformed = [
      route('/ok', 'marketing/HomePage'),
      { path: 'no-slash', page: 'careers/CareerPage', sitemap: 'yes' },
    ];
    expect(compatibilityProblems(marketing('candidate', malformed), [])).toEqual([
      `marketing ${MARKETING_ID}: this release declares a malformed route: route 2 (no-slash) is malformed: its path "no-slash" is not a page path; its page "careers/CareerPage" is not a module of marketing (marketing/<Name>); its title and description must be texts or null; its sitemap must be true or false`,
    ]);
  });

  it('is refused when it takes a singleton from the shell that the live shell does not provide', () => {
    const shared = [...FROM_SHELL, { name: 'react-toastify', version: '11.2.0', bundled: false }];
    expect(compatibilityProblems(careers('candidate', undefined, shared), [shell('active')])).toEqual([
      `careers ${CAREERS_ID}: this release takes react-toastify ^11.2.0 from the shell as a singleton, but the live shell does not provide it`,
    ]);
  });

  it('is refused when the live shell provides a singleton in a version outside its range', () => {
    const shared = FROM_SHELL.map((module) =>
      module.name === 'react' ? { ...module, requiredVersion: '^20.0.0' } : module,
    );
    expect(compatibilityProblems(careers('candidate', undefined, shared), [shell('active')])).toEqual([
      `careers ${CAREERS_ID}: this release needs react ^20.0.0 as a singleton, but the live shell provides 19.3.1`,
    ]);
  });

  it('may bring a singleton of its own that the shell does not provide', () => {
    const shared = [...FROM_SHELL, { name: 'formik', version: '2.4.9' }];
    expect(compatibilityProblems(careers('candidate', undefined, shared), [shell('active')])).toEqual([]);
  });

  it('is checked against a running shell canary as well', () => {
    const canary = shell(
      'canary',
      SHELL_SHARED.map((module) => ({ ...module, version: module.name === 'react' ? '18.3.1' : module.version })),
    );
    expect(compatibilityProblems(careers('candidate'), [shell('active'), canary])).toEqual([
      `careers ${CAREERS_ID}: this release needs react ^19.3.1 as a singleton, but the canary shell provides 18.3.1`,
    ]);
  });

  it('is refused when it has no federation manifest', () => {
    const bare = { ...careers('candidate'), manifest: null };
    expect(compatibilityProblems(bare, [shell('active')])).toEqual([
      `careers ${CAREERS_ID}: this release has no mf-manifest.json`,
    ]);
  });
});

describe('activating a shell release', () => {
  it('passes when every live remote fits its rules and accepts its singletons', () => {
    expect(compatibilityProblems(shell('candidate'), [careers('active')])).toEqual([]);
  });

  it('is refused when it drops a menu slot a live remote places links in, or reserves a path one routes', () => {
    const rules = { ...SITE_RULES, menus: [], reserved: [...SITE_RULES.reserved, '/career'] };
    expect(compatibilityProblems(shell('candidate', SHELL_SHARED, rules), [careers('active')])).toEqual([
      `shell ${SHELL_ID}: the live careers release claims /career, which this release reserves`,
      `shell ${SHELL_ID}: the live careers release places a link in the menu 'main', where this release has no slot for careers`,
    ]);
  });

  it('is refused when it stops providing a singleton a live remote takes from it', () => {
    const shared = SHELL_SHARED.filter((module) => module.name !== 'shared-config/router');
    expect(compatibilityProblems(shell('candidate', shared), [careers('active')])).toEqual([
      `shell ${SHELL_ID}: the live careers release takes shared-config/router ^1.0.0 from the shell as a singleton, but this release does not provide it`,
    ]);
  });

  it('is refused when it provides a singleton in a version a live remote does not accept', () => {
    const shared = SHELL_SHARED.map((module) => (module.name === 'react' ? { ...module, version: '20.0.0' } : module));
    expect(compatibilityProblems(shell('candidate', shared), [careers('active')])).toEqual([
      `shell ${SHELL_ID}: the live careers release needs react ^19.3.1 as a singleton, but this release provides 20.0.0`,
    ]);
  });

  it("is refused when it ships no rules to compose the remotes' routes with", () => {
    expect(compatibilityProblems({ ...shell('candidate'), rules: null }, [careers('active')])).toEqual([
      `shell ${SHELL_ID}: this release ships no rules for the route table (site-rules.json)`,
    ]);
  });

  it('loads no remote when it is no federation host at all (a single-bundle build)', () => {
    expect(compatibilityProblems({ ...shell('candidate'), manifest: null, rules: null }, [careers('active')])).toEqual(
      [],
    );
  });
});
