import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderApiDocument, staleApiDocuments } from './api-documents';

const REPO_ROOT = path.resolve(__dirname, '../..');

describe('the OpenAPI documents in docs/api/', () => {
  it('are what the route schemas give now (write them with npm run openapi)', () => {
    // The script itself, as `npm run openapi -- --check` runs it.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi/write-api-documents.ts', '--check'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    // A process of its own that builds the app: seconds on a busy machine.
  }, 60_000);

  it("describe provider-api's routes, their contract and their refusals", () => {
    const document = JSON.parse(readFileSync(path.join(REPO_ROOT, 'docs/api/provider-api.json'), 'utf8')) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/email/send-email-single',
      '/jobs/apijob/{id}',
      '/jobs/apply/{id}',
      '/jobs/getapijobs/',
    ]);
    const list = JSON.stringify(document.paths['/jobs/getapijobs/']);
    expect(list).toContain('up to 100');
    expect(Object.keys(document.paths['/jobs/apply/{id}']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '404', '409', '413', '401']),
    );
  });
});

describe('staleApiDocuments', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-documents-'));
    mkdirSync(path.join(root, 'docs/api'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a document that is missing or differs from its schemas, and passes a current one', async () => {
    // A server's document, as a build gives it now.
    const document = {
      file: 'docs/api/example.json',
      build: async () => ({ openapi: '3.1.0', paths: { '/jobs': {} } }),
    };
    const file = path.join(root, document.file);
    expect(await staleApiDocuments([document], root)).toEqual([document.file]);
    const current = await renderApiDocument(document);
    writeFileSync(file, current.replace('/jobs', '/jobs/'));
    expect(await staleApiDocuments([document], root)).toEqual([document.file]);
    writeFileSync(file, current);
    expect(await staleApiDocuments([document], root)).toEqual([]);
  });
});
