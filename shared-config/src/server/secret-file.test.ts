/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedSecret } from './secret-file';

describe('sharedSecret', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'shared-secret-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('makes the secret once and reads it after, and removes the drafts killed processes left beside it', async () => {
    const file = path.join(folder, '.preview-secret');
    // A draft a process killed while writing it left an hour ago, and one being written right now.
    const abandoned = `${file}.0123456789ab`;
    const current = `${file}.ba9876543210`;
    writeFileSync(abandoned, '');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(abandoned, anHourAgo, anHourAgo);
    writeFileSync(current, '');
    const secret = await sharedSecret(file, 'PREVIEW_SECRET');
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(await sharedSecret(file, 'PREVIEW_SECRET')).toBe(secret);
    expect(readdirSync(folder).sort()).toEqual(['.preview-secret', '.preview-secret.ba9876543210']);
  });
});
