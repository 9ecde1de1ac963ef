import type { ServedToken } from '../visitors/served-token';
import type { ClientReport } from './client-report';
import { verifyReport } from './report-verification';

const CANARY = '20261125T101200000Z-0a1b2c3d4e5f6a7b';
const STABLE = '20261124T120000000Z-0123456789abcdef';
const token: ServedToken = {
  visitor: 'mtMKHnZaCFQL8uhnNrJlNQ',
  releases: { marketing: { id: CANARY, role: 'canary' }, shell: { id: STABLE, role: 'stable' } },
  exp: Date.now() + 60_000,
};
const report = (changes: Partial<ClientReport> = {}): ClientReport => ({
  package: 'marketing',
  release: CANARY,
  route: '/about',
  kind: 'remote-load',
  ...changes,
});

describe('whether a report is vouched for', () => {
  it('is, by a token naming the very release reported: its visitor and how they got it', () => {
    expect(verifyReport(report(), token)).toEqual({ visitor: token.visitor, role: 'canary' });
    expect(
      verifyReport(report({ package: 'shell', release: STABLE, route: null, kind: 'shell-start' }), token),
    ).toEqual({ visitor: token.visitor, role: 'stable' });
  });

  it('is not without a token, or for a release or package the token does not name', () => {
    expect(verifyReport(report(), null)).toBeNull();
    expect(verifyReport(report({ release: STABLE }), token)).toBeNull();
    expect(verifyReport(report({ package: 'careers' }), token)).toBeNull();
  });
});
