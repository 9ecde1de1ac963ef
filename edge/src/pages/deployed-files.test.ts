import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foreignFile, releaseFile } from './deployed-files';

const parseNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

describe('a file of a release', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'deployed-files-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is read once and kept: a release never changes', async () => {
    writeFileSync(path.join(folder, 'value.txt'), '7');
    const file = releaseFile(path.join(folder, 'value.txt'), parseNumber);
    expect(await file.read()).toBe(7);
    writeFileSync(path.join(folder, 'value.txt'), '42');
    expect(await file.read()).toBe(7);
  });

  it('is null when the release has no such file, or it cannot be parsed', async () => {
    writeFileSync(path.join(folder, 'text.txt'), 'not a number');
    expect(await releaseFile(path.join(folder, 'missing.txt'), parseNumber).read()).toBeNull();
    expect(await releaseFile(path.join(folder, 'text.txt'), parseNumber).read()).toBeNull();
  });
});

describe('a file of a remote deployed elsewhere', () => {
  const answer = (status: number, body: string) => Promise.resolve(new Response(body, { status }));

  it('is fetched once, then served from memory until it is older than the TTL', async () => {
    const fetchImpl = jest.fn(() => answer(200, '1'));
    const file = foreignFile('https://cdn.example/x.txt', parseNumber, { ttlMs: 60_000, fetchImpl });
    expect(await file.read()).toBe(1);
    expect(await file.read()).toBe(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good copy when a refresh fails, and refreshes without making the visitor wait', async () => {
    const bodies = [answer(200, '1'), answer(503, 'down'), answer(200, '2')];
    const fetchImpl = jest.fn(() => bodies.shift() ?? answer(200, '3'));
    const file = foreignFile('https://cdn.example/x.txt', parseNumber, { ttlMs: 0, fetchImpl });
    expect(await file.read()).toBe(1);
    expect(await file.read()).toBe(1); // the stale copy; the failed refresh runs behind it
    await new Promise((resolve) => setImmediate(resolve));
    expect(await file.read()).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await file.read()).toBe(2);
  });

  it('is null when the first fetch fails', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new Error('offline')));
    expect(await foreignFile('https://cdn.example/x.txt', parseNumber, { fetchImpl }).read()).toBeNull();
  });
});
