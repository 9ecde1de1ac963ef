import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foreignFile, localFile } from './deployed-files';

const parseNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

describe('a file of a local build', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'deployed-files-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is read again once the build changes it, and is null while missing or unparseable', async () => {
    const file = localFile(path.join(folder, 'value.txt'), parseNumber, 0);
    expect(await file.read()).toBeNull();
    writeFileSync(path.join(folder, 'value.txt'), '7');
    expect(await file.read()).toBe(7);
    writeFileSync(path.join(folder, 'value.txt'), '42');
    expect(await file.read()).toBe(42);
    writeFileSync(path.join(folder, 'value.txt'), 'not a number');
    expect(await file.read()).toBeNull();
  });
});

it('is checked at most once per interval, however many requests read it', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'deployed-files-'));
  writeFileSync(path.join(folder, 'value.txt'), '1');
  const file = localFile(path.join(folder, 'value.txt'), parseNumber, 60_000);
  expect(await file.read()).toBe(1);
  writeFileSync(path.join(folder, 'value.txt'), '2');
  expect(await file.read()).toBe(1);
  rmSync(folder, { recursive: true, force: true });
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
