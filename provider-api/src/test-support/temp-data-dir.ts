import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Test-only: every test gets its own data folder, removed afterwards.
export function makeTempDataDir(): { dataDir: string; remove(): void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'provider-api-'));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
