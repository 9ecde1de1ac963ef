import { spawn, type ChildProcess } from 'node:child_process';
import { createUidClaims } from './uid-claims';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Uids of a range no test elsewhere uses; the claims hold them only while a test runs.
const RANGE = { first: 2_000_100_000, last: 2_000_100_002 };

describe('claims on a range of uids', () => {
  const started: ChildProcess[] = [];
  afterEach(() => started.splice(0).forEach((child) => child.kill('SIGKILL')));

  it('gives each claim its own uid, in turn, and one given back only after the others', async () => {
    const taken: string[] = [];
    const claims = createUidClaims(RANGE, (uid, holder) => taken.push(`${uid} ${holder}`));
    const [a, b] = [await claims.claim(), await claims.claim()];
    // From wherever this process's turn is, on round the range.
    const next = (uid = 0) => RANGE.first + ((uid - RANGE.first + 1) % 3);
    expect(b?.uid).toBe(next(a?.uid));
    a?.release();
    const c = await claims.claim();
    expect(c?.uid).toBe(next(b?.uid));
    const d = await claims.claim();
    expect(d?.uid).toBe(a?.uid);
    // Every uid held: none left.
    expect(await claims.claim()).toBeNull();
    for (const claim of [b, c, d]) claim?.release();
    expect(taken).toEqual([]);
  });

  it('never gives a uid that another process (another edge) holds, and says who holds it', async () => {
    // Another edge, in another process, holding the first uid of an overlapping range.
    const holder = spawn(process.execPath, [
      '-e',
      "require('node:net').createServer().listen({ path: '\\0render-sandbox-uid-2000100000' }, () => console.log('held'))",
    ]);
    started.push(holder);
    await new Promise((resolve) => holder.stdout?.once('data', resolve));
    const taken: string[] = [];
    const claims = createUidClaims(RANGE, (uid, by) => taken.push(`${uid} ${by}`));
    const held = [await claims.claim(), await claims.claim()];
    expect(held.map((claim) => claim?.uid).sort()).toEqual([2_000_100_001, 2_000_100_002]);
    expect(await claims.claim()).toBeNull();
    expect(taken).toContain('2000100000 another process of this host (an edge, or a release command)');
    for (const claim of held) claim?.release();
  });

  (process.getuid?.() === 0 ? it : it.skip)('never gives a uid a process already runs as', async () => {
    const other = spawn('setpriv', ['--reuid=2000100000', '--regid=2000100000', '--clear-groups', 'sleep', '30']);
    started.push(other);
    await settle(200);
    const taken: string[] = [];
    const claims = createUidClaims(RANGE, (uid, by) => taken.push(`${uid} ${by}`));
    const held = [await claims.claim(), await claims.claim()];
    expect(held.map((claim) => claim?.uid).sort()).toEqual([2_000_100_001, 2_000_100_002]);
    expect(taken).toContain(`2000100000 process ${other.pid}, which is no render process of the sandbox`);
    for (const claim of held) claim?.release();
  });
});
