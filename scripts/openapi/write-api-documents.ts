// `npm run openapi`: writes each server's OpenAPI document to docs/api/; with `--check`, writes
// nothing and fails when a committed document differs from what the schemas give now.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_DOCUMENTS, renderApiDocument, staleApiDocuments } from './api-documents';

const REPO_ROOT = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  if (values.check) {
    const stale = await staleApiDocuments(API_DOCUMENTS, REPO_ROOT);
    if (stale.length > 0) {
      process.stderr.write(`Stale OpenAPI documents (write them with npm run openapi): ${stale.join(', ')}\n`);
      process.exitCode = 1;
    }
    return;
  }
  for (const document of API_DOCUMENTS) {
    const file = path.join(REPO_ROOT, document.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderApiDocument(document));
    process.stdout.write(`written ${document.file}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
