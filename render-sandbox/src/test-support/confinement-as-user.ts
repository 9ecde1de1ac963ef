/*
 * What a render process can reach when its pool runs as an ordinary user: run by
 * sandbox-confinement.test.ts as another user than root (and, with a PATH without util-linux, as on
 * a host without unshare), standing in for an edge. Prints one JSON line: how the pool confined its
 * processes, what the probing module reached, and whether a process left spinning was replaced.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PoolEvent } from '../render-outcome';
import { createRenderPool } from '../render-pool';
import { moduleRelease, testSettings } from './module-release';
import { PROBING_MODULE } from './probing-module';

async function main() {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    response.end('edge');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events: PoolEvent[] = [];
  const pool = createRenderPool({ settings: testSettings({ idleCpuMs: 200 }), onEvent: (event) => events.push(event) });
  const release = moduleRelease(PROBING_MODULE);
  const value = async (name: string, args: unknown[] = []) => {
    const outcome = await pool.call(release, name, args, { waitMs: null });
    return outcome.ok ? outcome.value : `failed: ${outcome.reason}`;
  };
  try {
    const uid = await value('uid');
    const signalEdge = ((await value('signal', [[process.pid]])) as Record<string, string>)[process.pid];
    const request = await value('request', [`http://127.0.0.1:${port}/`]);
    const spinning = await value('processId');
    await value('leaveSpinning');
    const deadline = Date.now() + 20_000;
    while (!events.some((event) => event.kind === 'replaced') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await value('processId');
    const confined = events.find((event) => event.kind === 'confined');
    const replaced = events.find((event) => event.kind === 'replaced');
    const report = {
      edgeUid: process.getuid?.(),
      confinement: confined?.kind === 'confined' ? confined.confinement : null,
      uid,
      signalEdge,
      request,
      edgeRequests: requests,
      replaced: replaced?.kind === 'replaced' ? replaced.reason : null,
      freshProcess: after !== spinning,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await pool.close();
    release.remove();
    server.close();
  }
}

void main();
