// A child process of `npm run bench`: holds slow connections against an edge for a while and prints
// what happened to them as one JSON line. Args: port, slow-header connections, slow-body connections,
// seconds. Each connection the edge closes is opened again at once, so the pressure never lets up.
import net from 'node:net';

export interface AttackFigures {
  opened: number;
  /** Connections the edge closed (timeouts), by kind. */
  closedByEdge: { headers: number; body: number };
  /** How they were answered before closing. */
  answers: Record<string, number>;
  /** Median lifetime of a connection the edge closed, by kind (ms). */
  medianLifetimeMs: { headers: number | null; body: number | null };
  peakOpen: number;
  failedToConnect: number;
}

type Kind = 'headers' | 'body';

const [port = 0, headerCount = 0, bodyCount = 0, seconds = 0] = process.argv.slice(2).map(Number);
const endAt = Date.now() + seconds * 1000;
const figures: AttackFigures = {
  opened: 0,
  closedByEdge: { headers: 0, body: 0 },
  answers: {},
  medianLifetimeMs: { headers: null, body: null },
  peakOpen: 0,
  failedToConnect: 0,
};
const lifetimes: Record<Kind, number[]> = { headers: [], body: [] };
const sockets = new Set<net.Socket>();
let finishing = false;

// Headers a line every 2 s; a JSON body of 1,000 declared bytes at one byte a second.
const OPENING: Record<Kind, string> = {
  headers: 'GET / HTTP/1.1\r\nHost: localhost\r\n',
  body: 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
};
const EVERY_MS: Record<Kind, number> = { headers: 2000, body: 1000 };

function open(kind: Kind): void {
  if (Date.now() >= endAt) return;
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let line = 0;
  let timer: NodeJS.Timeout | undefined;
  sockets.add(socket);
  figures.peakOpen = Math.max(figures.peakOpen, sockets.size);
  socket.on('connect', () => {
    figures.opened += 1;
    socket.write(OPENING[kind]);
    timer = setInterval(() => {
      line += 1;
      socket.write(kind === 'headers' ? `X-Slow-${line}: ${line}\r\n` : ' ');
    }, EVERY_MS[kind]);
  });
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED' || error.code === 'EADDRNOTAVAIL') figures.failedToConnect += 1;
  });
  socket.on('close', () => {
    clearInterval(timer);
    sockets.delete(socket);
    if (finishing) return;
    figures.closedByEdge[kind] += 1;
    lifetimes[kind].push(Date.now() - started);
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none';
    figures.answers[status] = (figures.answers[status] ?? 0) + 1;
    open(kind);
  });
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
};

// Opened over two seconds, as a client with a loop would.
const total = headerCount + bodyCount;
for (let index = 0; index < total; index += 1) {
  setTimeout(() => open(index < headerCount ? 'headers' : 'body'), Math.floor((index / total) * 2000));
}

setTimeout(() => {
  finishing = true;
  for (const socket of sockets) socket.destroy();
  figures.medianLifetimeMs = { headers: median(lifetimes.headers), body: median(lifetimes.body) };
  console.log(JSON.stringify(figures));
  process.exit(0);
}, seconds * 1000);
