import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fetchEdge, postJson } from '../test-support/edge-fetch';
import { makeToken, startEdge } from '../test-support/edge-harness';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.log('redis-server is not on PATH: skipping the shared rate-limit test (REDIS_URL).');
const itWithRedis = hasRedis ? it : it.skip;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((resolve, reject) => {
    redis.once('error', reject);
    redis.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return redis;
}

describe('contact rate limit with REDIS_URL', () => {
  itWithRedis('is one counter for every edge instance sharing the Redis', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    // The honeypot answer needs no provider: only the shared counter is under test.
    const env = {
      PROVIDER_URL: 'http://127.0.0.1:9',
      PROVIDER_TOKEN: makeToken(),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      CONTACT_RATE_LIMIT_MAX: '4',
    };
    const first = await startEdge(env);
    const second = await startEdge(env);
    const post = (baseUrl: string) =>
      fetchEdge(baseUrl, env.PROVIDER_TOKEN, '/api/contact', postJson({ website: 'bot' }));
    try {
      const statuses: number[] = [];
      for (const baseUrl of [
        first.edgeUrl,
        second.edgeUrl,
        first.edgeUrl,
        second.edgeUrl,
        first.edgeUrl,
        second.edgeUrl,
      ]) {
        statuses.push((await post(baseUrl)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.edge.close();
      await second.edge.close();
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill();
      await exited;
    }
  });
});
