// `npm run openapi`: writes each server's OpenAPI document to docs/api/ and the types its clients
// take from it; with `--check`, writes nothing and fails when a committed file differs from what the
// schemas give now.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_DOCUMENTS, renderApiFiles, staleApiFiles } from './api-documents';

const REPO_ROOT = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  if (values.check) {
    const stale = await staleApiFiles(API_DOCUMENTS, REPO_ROOT);
    if (stale.length > 0) {
      process.stderr.write(`Stale OpenAPI documents or types (write them with npm run openapi): ${stale.join(', ')}\n`);
      process.exitCode = 1;
    }
    return;
  }
  for (const document of API_DOCUMENTS) {
    for (const { file, text } of await renderApiFiles(document, REPO_ROOT)) {
      await mkdir(path.dirname(path.join(REPO_ROOT, file)), { recursive: true });
      await writeFile(path.join(REPO_ROOT, file), text);
      process.stdout.write(`written ${file}\n`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
