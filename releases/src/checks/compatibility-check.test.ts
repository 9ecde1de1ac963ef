import { compatibilityProblems, type ReleaseFacts } from './compatibility-check';
import { parseFederationManifest } from './federation-manifest';
import {
  EXPOSES,
  FROM_SHELL,
  ROUTES,
  SHELL_SHARED,
  federationManifest,
  type SharedFixture,
} from '../test-support/release-fixtures';
import type { PageRoute } from './route-table';

const SHELL_ID = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const CAREERS_ID = '20261124T110000000Z-bbbbbbbbbbbbbbbb';

function shell(role: ReleaseFacts['role'], shared: SharedFixture[] = SHELL_SHARED, routes = ROUTES): ReleaseFacts {
  return {
    name: 'shell',
    id: SHELL_ID,
    role,
    manifest: parseFederationManifest(federationManifest('shell', [], shared)),
    routes: routes as PageRoute[] | null,
  };
}

function careers(
  role: ReleaseFacts['role'],
  exposes: string[] = [...EXPOSES.careers],
  shared: SharedFixture[] = FROM_SHELL,
): ReleaseFacts {
  return {
    name: 'careers',
    id: CAREERS_ID,
    role,
    manifest: parseFederationManifest(federationManifest('careers', exposes, shared)),
    routes: null,
  };
}

describe('activating a remote release', () => {
  it('passes when it exposes every page the live shell loads from it and the shell provides its singletons', () => {
    expect(compatibilityProblems(careers('candidate'), [shell('active')])).toEqual([]);
  });

  it('passes with no live shell to check against (the first release of a site)', () => {
    expect(compatibilityProblems(careers('candidate'), [])).toEqual([]);
  });

  it('is refused when it does not expose a page module the live shell loads', () => {
    expect(compatibilityProblems(careers('candidate', ['CareerPage']), [shell('active')])).toEqual([
      `careers ${CAREERS_ID}: the live shell loads careers/JobDetailsPage, which this release does not expose`,
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
  it('passes when every live remote exposes its pages and accepts its singletons', () => {
    expect(compatibilityProblems(shell('candidate'), [careers('active')])).toEqual([]);
  });

  it('is refused when it loads a page module a live remote does not expose', () => {
    const routes = [...ROUTES, { path: '/career/saved', page: 'careers/SavedJobsPage' }];
    expect(compatibilityProblems(shell('candidate', SHELL_SHARED, routes), [careers('active')])).toEqual([
      `shell ${SHELL_ID}: this release loads careers/SavedJobsPage, which the live careers release does not expose`,
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

  it('is refused when it ships no route table to check the remotes against', () => {
    expect(compatibilityProblems({ ...shell('candidate'), routes: null }, [careers('active')])).toEqual([
      `shell ${SHELL_ID}: this release ships no route table (routes.json)`,
    ]);
  });

  it('loads no remote when it is no federation host at all (a single-bundle build)', () => {
    expect(compatibilityProblems({ ...shell('candidate'), manifest: null, routes: null }, [careers('active')])).toEqual(
      [],
    );
  });
});
