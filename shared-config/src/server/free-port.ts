import net, { type AddressInfo } from 'node:net';

/**
 * A port no one listens on now, on loopback: for a server a test or drill starts as a process of its
 * own, which must be told its port before it listens (one started in the test's own process listens
 * on port 0 instead).
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
