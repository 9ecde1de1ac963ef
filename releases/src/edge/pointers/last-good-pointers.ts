import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { writeFileAtomically } from '../../model/storage/files/durable-write';
import type { Pointers } from '../../model/pointers/pointer-set';
import { parsePointer } from '../../model/pointers/release-pointer';

/** The pointer set an edge last served, kept on its own disk (DATA_DIR), with when it was saved. */
export interface LastGoodPointers {
  savedAt: string;
  pointers: Pointers;
}

/** Saves the set whole (written beside, flushed, renamed), so a crash leaves the old one or the new one. */
export async function saveLastGood(file: string, pointers: Pointers, now = new Date()): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, `${JSON.stringify({ savedAt: now.toISOString(), pointers }, null, 2)}\n`);
}

// Each package's pointer is read by parsePointer, with its own format.
const LAST_GOOD = compileFormat(
  Type.Object({ savedAt: Type.String(), pointers: Type.Record(Type.String(), Type.Unknown()) }),
);

/** The saved set, or null when there is none or it cannot be read whole. */
export async function loadLastGood(file: string): Promise<LastGoodPointers | null> {
  const value = parseJsonFormat(LAST_GOOD, await readFile(file, 'utf8').catch(() => ''));
  if (!value) return null;
  const saved = value.pointers;
  try {
    const pointers = Object.fromEntries(
      PACKAGE_NAMES.map((name) => [name, parsePointer(JSON.stringify(saved[name]), name)]),
    ) as Pointers;
    return { savedAt: value.savedAt, pointers };
  } catch {
    return null;
  }
}
