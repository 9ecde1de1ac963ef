import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_FIELDS, CONTACT_LIMITS, MAX_UPLOAD_BYTES } from 'shared-config/validation';

const REPO_ROOT = path.resolve(__dirname, '../..');

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const readDocument = (file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Document;

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
    const document = readDocument('docs/api/provider-api.json');
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

  it("describe the edge's form posts: the contact form's fields and limits, an application's parts", () => {
    const document = readDocument('docs/api/edge.json');
    const contact = document.paths['/api/contact']?.post;
    expect(contact?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: [...CONTACT_FIELDS],
      properties: {
        firstname: { type: 'string', maxLength: CONTACT_LIMITS.name },
        message: { type: 'string', maxLength: CONTACT_LIMITS.message },
      },
    });
    expect(Object.keys(contact?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '413', '415', '429']));

    const apply = document.paths['/api/jobs/apply/{id}']?.post;
    expect(apply?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
    expect(Object.keys(apply?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const parts = JSON.stringify(apply?.requestBody);
    expect(parts).toContain('"format":"binary"');
    expect(parts).toContain(`at most ${MAX_UPLOAD_BYTES} bytes`);
    expect(Object.keys(apply?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '404', '408', '409', '413', '415', '429']),
    );
  });

  it("describe the release service's API: every command but token and override, the token each needs, and the canaries' health", () => {
    const document = readDocument('docs/api/release-service.json');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/activations',
      '/api/canaries',
      '/api/edge/halts',
      '/api/edge/served',
      '/api/gc',
      '/api/halts',
      '/api/health',
      '/api/log',
      '/api/metrics',
      '/api/packages',
      '/api/packages/{name}/releases',
      '/api/previews',
      '/api/rollbacks',
      '/api/rollouts',
      '/api/rollouts/{id}/{request}',
      '/api/route-table',
      '/api/session',
      '/api/token',
      '/api/webhooks',
    ]);
    const publish = document.paths['/api/packages/{name}/releases']?.post;
    expect(Object.keys(publish?.requestBody?.content ?? {})).toEqual(['application/gzip']);
    expect(JSON.stringify(publish?.requestBody)).toContain('"format":"binary"');
    expect(Object.keys(publish?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '409', '413']));
    expect(Object.keys(document.paths['/api/activations']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '4XX', '401', '403', '409']),
    );
  });
});

// The generator loads ES modules jest's loader cannot: these cases run in a Node process of their
// own, as `npm run openapi` does, and report what staleApiFiles said after each step.
const GENERATOR_CASES = `
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
// A CommonJS module (the checkout's TypeScript) seen from an ES module: its exports are the default.
const { renderApiFiles, staleApiFiles } = (await import('./scripts/openapi/api-documents.ts')).default;
const [root] = process.argv.slice(1);
mkdirSync(path.join(root, 'docs/api'), { recursive: true });
mkdirSync(path.join(root, 'client/src'), { recursive: true });
const document = {
  file: 'docs/api/example.json',
  types: 'client/src/example-types.ts',
  build: async () => ({
    openapi: '3.1.0',
    info: { title: 'example', version: '1.0.0' },
    paths: {},
    components: {
      schemas: { Job: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, title: { type: 'string' } } } },
    },
  }),
};
const steps = [];
const write = (file, text) => writeFileSync(path.join(root, file), text);
steps.push(await staleApiFiles([document], root));
const [current, types] = await renderApiFiles(document, root);
write(document.file, current.text.replace('"title"', '"name"'));
write(document.types, types.text);
steps.push(await staleApiFiles([document], root));
write(document.file, current.text);
steps.push(await staleApiFiles([document], root));
write(document.types, types.text + '\\nexport interface Job2 {\\n  id: string;\\n}\\n');
steps.push(await staleApiFiles([document], root));
process.stdout.write(JSON.stringify({ steps, types: types.text }));
`;

describe('staleApiFiles', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-documents-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a document or its types that are missing or differ from the schemas, types written or changed by hand included', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', GENERATOR_CASES, root], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { steps, types } = JSON.parse(run.stdout) as { steps: string[][]; types: string };
    expect(steps).toEqual([
      ['docs/api/example.json', 'client/src/example-types.ts'],
      // The document changed: its types were generated from the current one.
      ['docs/api/example.json'],
      [],
      // A second copy of a type written beside the generated ones.
      ['client/src/example-types.ts'],
    ]);
    // One type for each named schema, its fields as the schema says.
    expect(types).toMatch(/export type Job = components\[['"]schemas['"]\]\[['"]Job['"]\];/);
    expect(types).toMatch(/id: string;\s+title\?: string;/);
  }, 60_000);
});
