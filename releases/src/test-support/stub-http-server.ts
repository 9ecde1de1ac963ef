import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stub answers one request with: a status (200), a JSON body, after a delay (none). */
export interface StubAnswer {
  status?: number;
  body: string;
  delayMs?: number;
}

export interface StubServer {
  url: string;
  close(): Promise<void>;
}

/** A server on loopback answering each GET as `answer` says: another service at the HTTP boundary. */
export async function serveStub(answer: (url: URL) => StubAnswer): Promise<StubServer> {
  const server = http.createServer((request, response) => {
    const { status = 200, body, delayMs = 0 } = answer(new URL(request.url ?? '/', 'http://localhost'));
    setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
