import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { databaseFileName } from '../database/open-database';
import { makeTempDataDir } from '../test-support/temp-data-dir';
import { startProviderProcess as startProcess } from '../test-support/provider-process';
import { authHeaders } from '../test-support/test-provider';
import { listApplications } from './list-applications';
import { applicationForm, pdf } from '../test-support/application-form';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('killing the provider in the middle of an application', () => {
  it('loses no acknowledged application and leaves no row without its files, nor files without a row', async () => {
    const temp = makeTempDataDir();
    const filesDir = path.join(temp.dataDir, 'files');
    let running = await startProcess(temp.dataDir);
    try {
      // Five applications acknowledged (201) before the crash.
      const acknowledged = new Map<string, string[]>();
      for (let index = 0; index < 5; index += 1) {
        const files = [pdf(`resume ${index}`, 200_000), pdf(`letter ${index}`, 100_000)];
        const response = await fetch(`${running.url}/jobs/apply/job-0001`, {
          method: 'POST',
          headers: authHeaders,
          body: applicationForm(files[0] as Buffer, files[1] as Buffer),
        });
        expect(response.status).toBe(201);
        const { data } = (await response.json()) as { data: { id: string } };
        acknowledged.set(data.id, files.map(sha256));
      }
      const committedFiles = readdirSync(filesDir).length;

      // The sixth stops half way through its second file: its first file is written, its row is not.
      const request = new Request('http://localhost/', {
        method: 'POST',
        body: applicationForm(pdf('resume 6', 200_000), pdf('letter 6', 400_000)),
      });
      const body = Buffer.from(await request.arrayBuffer());
      const { port } = new URL(running.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        `POST /jobs/apply/job-0001 HTTP/1.1\r\nHost: x\r\nAuthorization: ${authHeaders.authorization}\r\n` +
          `Content-Type: ${request.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, body.length - 200_000));
      const names = () => readdirSync(filesDir);
      await waitFor(
        () => names().length === committedFiles + 2 && names().some((name) => name.endsWith('.partial')),
        10_000,
      );
      running.child.kill('SIGKILL');
      await running.exited;
      socket.destroy();
      expect(names()).toHaveLength(committedFiles + 2);

      running = await startProcess(temp.dataDir);
      const db = new BetterSqlite3(path.join(temp.dataDir, databaseFileName), { readonly: true });
      try {
        const stored = listApplications(db);
        expect(new Map(stored.map((app) => [app.id, app.files.map((file) => file.sha256)]))).toEqual(acknowledged);
        for (const file of stored.flatMap((app) => app.files)) {
          expect(sha256(readFileSync(file.storedPath))).toBe(file.sha256);
        }
        // The interrupted application's files were swept at start: only committed ones remain.
        expect(names().sort()).toEqual(stored.flatMap((app) => app.files.map((file) => file.storedName)).sort());
      } finally {
        db.close();
      }
    } finally {
      running.child.kill('SIGKILL');
      await running.exited;
      temp.remove();
    }
  }, 60_000);
});
