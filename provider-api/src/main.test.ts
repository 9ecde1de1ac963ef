import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { listApplications } from './applications/list-applications';
import { databaseFileName } from './database/open-database';
import { applicationForm, pdf } from './test-support/application-form';
import { startProviderProcess, type ProviderProcess } from './test-support/provider-process';
import { makeTempDataDir } from './test-support/temp-data-dir';
import { authHeaders } from './test-support/test-provider';

// Any answer at all means the connection was taken.
const connects = (url: string) =>
  fetch(`${url}/`).then(
    () => true,
    () => false,
  );

describe('provider-api stopped by a signal', () => {
  let temp: ReturnType<typeof makeTempDataDir>;
  let running: ProviderProcess | null = null;
  beforeEach(() => {
    temp = makeTempDataDir();
  });
  afterEach(async () => {
    if (running?.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    running = null;
    temp.remove();
  });

  it('on SIGTERM takes no new connection, lets an application in flight be stored, then exits 0', async () => {
    running = await startProviderProcess(temp.dataDir);
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: applicationForm(pdf('resume', 300_000), pdf('letter', 100_000)),
    });
    const body = Buffer.from(await request.arrayBuffer());
    const upload = http.request(`${running.url}/jobs/apply/job-0001`, {
      method: 'POST',
      headers: {
        ...authHeaders,
        'content-type': request.headers.get('content-type') as string,
        'content-length': String(body.length),
      },
    });
    const status = new Promise<number>((resolve, reject) => {
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.on('error', reject);
    });
    upload.write(body.subarray(0, body.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 300));

    running.child.kill('SIGTERM');
    // It stops taking connections, while the upload it took goes on.
    for (const started = Date.now(); await connects(running.url);) {
      if (Date.now() - started > 10_000) throw new Error('still taking connections 10 s after SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running.child.exitCode).toBeNull();

    upload.end(body.subarray(body.length / 2));
    expect(await status).toBe(201);
    expect(await running.exited).toBe(0);
    const db = new BetterSqlite3(path.join(temp.dataDir, databaseFileName), { readonly: true });
    try {
      const sizes = listApplications(db).map((application) => application.files.map((file) => file.size));
      expect(sizes).toEqual([[pdf('resume', 300_000).length, pdf('letter', 100_000).length]]);
    } finally {
      db.close();
    }
  }, 60_000);
});

describe('provider-api started with a variable that breaks its rule', () => {
  it('says which and exits 1 before opening anything', () => {
    const temp = makeTempDataDir();
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(__dirname, 'main.ts')], {
        env: { ...process.env, DATA_DIR: temp.dataDir, PORT: 'eighty' },
        encoding: 'utf8',
      });
      expect([run.status, run.stderr.trim()]).toEqual([
        1,
        "provider-api cannot start: PORT must be a whole number from 0 to 65535, got 'eighty'",
      ]);
      expect(run.stdout).toBe('');
    } finally {
      temp.remove();
    }
  }, 30_000);
});
