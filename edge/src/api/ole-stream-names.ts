import { readFile } from 'node:fs/promises';
import CFB from 'cfb';

// cfb's entry type for a stream (as opposed to a storage, the root or an unused slot).
const STREAM = 2;

/**
 * Names of the streams at the top of a Compound File Binary document (where legacy Word keeps
 * WordDocument and Excel its Workbook), read from its real directory by cfb: names that only
 * appear in a stream's data, or deeper in the tree, do not count. Empty for a file cfb cannot read.
 *
 * cfb reads the whole file: for a 10 MB document about 100 ms, 30–40 ms of it synchronous, and
 * tens of MB held briefly, against 9 ms and 3 MB for the slot scan it replaced (median of 9 on this
 * machine). Accepted because the scan took any 128-byte slot shaped like an entry for one, legacy
 * documents are rare, uploads are capped at 10 MB and applications rate limited.
 */
export async function oleStreamNames(path: string): Promise<Set<string>> {
  let container: CFB.CFB$Container;
  try {
    container = CFB.parse(await readFile(path), {});
  } catch {
    return new Set();
  }
  const [root = ''] = container.FullPaths;
  const names = new Set<string>();
  container.FileIndex.forEach((entry, index) => {
    const fullPath = container.FullPaths[index] ?? '';
    if (entry.type === STREAM && fullPath === `${root}${entry.name}`) names.add(entry.name);
  });
  return names;
}
