import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteApi } from './release-api';

/** A server that takes each request and dies on it before answering, as a killed service does. */
async function dyingService(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server: Server = createServer((request) => {
    received.push(`${request.method} ${request.url}`);
    request.socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a release service that gives no answer', () => {
  it('changed nothing when it could not be reached, and says so', async () => {
    const service = await dyingService();
    await service.close();
    const api = remoteApi(service.url, 'token');
    await expect(api.send({ method: 'POST', url: '/api/releases/marketing/rollback', body: {} })).rejects.toThrow(
      `the release service at ${service.url} cannot be reached (ECONNREFUSED): nothing was changed`,
    );
  });

  it('may have made a change it received before it died: the team is told to look, not that nothing changed', async () => {
    const service = await dyingService();
    try {
      const api = remoteApi(service.url, 'token');
      const failure = api.send({ method: 'POST', url: '/api/releases/marketing/rollback', body: {} });
      await expect(failure).rejects.toThrow(
        /^the release service at http:\/\/127\.0\.0\.1:\d+ stopped before it answered \(.+\): the change may or may not have been made; see what is live with npm run release -- list/,
      );
      await expect(failure).rejects.not.toThrow(/nothing was changed/);
      expect(service.received).toEqual(['POST /api/releases/marketing/rollback']);
    } finally {
      await service.close();
    }
  });

  it('changed nothing when a read went unanswered', async () => {
    const service = await dyingService();
    try {
      await expect(remoteApi(service.url, 'token').send({ method: 'GET', url: '/api/releases' })).rejects.toThrow(
        /stopped before it answered \(.+\): nothing was changed$/,
      );
    } finally {
      await service.close();
    }
  });
});
