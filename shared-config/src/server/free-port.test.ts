/** @jest-environment node */
import net from 'node:net';
import { freePort } from './free-port';

describe('a free port', () => {
  it('is one a server can listen on at once on loopback', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    expect(server.address()).toMatchObject({ port });
    await new Promise((resolve) => server.close(resolve));
  });
});
