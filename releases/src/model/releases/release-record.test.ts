import { parseReleaseRecord } from './release-record';

const RECORD = {
  id: '20261124T100000000Z-aaaaaaaaaaaaaaaa',
  package: 'careers',
  version: '1.2.0',
  commit: 'abc123',
  committed: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  size: 12,
  digest: 'd'.repeat(64),
  files: [{ path: 'remoteEntry.js', size: 12, sha256: 'a'.repeat(64) }],
};

describe('reading a release record', () => {
  it('reads a record as storeRelease writes it', () => {
    expect(parseReleaseRecord(JSON.stringify(RECORD))).toEqual(RECORD);
  });

  it('reads a record without provenance as unknown provenance', () => {
    const { version: _version, commit: _commit, committed: _committed, ...bare } = RECORD;
    expect(parseReleaseRecord(JSON.stringify(bare))).toMatchObject({ version: null, commit: null, committed: null });
  });

  it.each([
    ['an id of another form', { ...RECORD, id: 'latest' }],
    ['a package that does not exist', { ...RECORD, package: 'blog' }],
    ['a file without its checksum', { ...RECORD, files: [{ path: 'a.js', size: 1, sha256: 'abc' }] }],
    ['a smoke render without its problems', { ...RECORD, serverRender: { checkedAt: '2026-11-24T10:00:00Z' } }],
  ])('gives no release for a record with %s', (_case, record) => {
    expect(parseReleaseRecord(JSON.stringify(record))).toBeNull();
  });
});
