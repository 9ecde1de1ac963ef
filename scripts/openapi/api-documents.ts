// The OpenAPI documents `npm run openapi` writes to docs/api/, each built from its server's route
// schemas. Another server's document is one more line here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { edgeApiDocument } from 'edge/openapi';
import { releaseServiceDocument } from 'releases/openapi';
import { providerApiDocument } from 'provider-api';

export interface ApiDocument {
  /** Where it is committed, from the repository root. */
  file: string;
  build(): Promise<unknown>;
}

export const API_DOCUMENTS: readonly ApiDocument[] = [
  { file: 'docs/api/edge.json', build: edgeApiDocument },
  { file: 'docs/api/provider-api.json', build: providerApiDocument },
  { file: 'docs/api/release-service.json', build: releaseServiceDocument },
];

/** A document as it is committed: JSON, two spaces, one final newline. */
export async function renderApiDocument(document: ApiDocument): Promise<string> {
  return `${JSON.stringify(await document.build(), null, 2)}\n`;
}

/** The documents under `root` that differ from what their servers' schemas give now (or are missing). */
export async function staleApiDocuments(documents: readonly ApiDocument[], root: string): Promise<string[]> {
  const stale: string[] = [];
  for (const document of documents) {
    const committed = await readFile(path.join(root, document.file), 'utf8').catch(() => null);
    if (committed !== (await renderApiDocument(document))) stale.push(document.file);
  }
  return stale;
}
