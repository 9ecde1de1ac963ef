import net from 'node:net';

export interface RawAnswer {
  /** Null when the connection closed without an answer. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** The parsed JSON body, or null. */
  json: unknown;
  /** When the server closed the connection, in ms after it opened; null if it stayed open. */
  closedAfterMs: number | null;
}

export interface RawOptions {
  /** Pieces of the request, sent one by one `everyMs` apart (a slow client). */
  pieces: (string | Buffer)[];
  everyMs?: number;
  /** Stop waiting after this long (the connection is then closed by the test). */
  waitMs?: number;
}

function parse(raw: Buffer): Omit<RawAnswer, 'closedAfterMs'> {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { status: null, headers: {}, body: '', json: null };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = text.slice(end + 4);
  let json: unknown = null;
  try {
    json = JSON.parse(body) as unknown;
  } catch {
    json = null;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, json };
}

/**
 * Writes a request by hand on a plain TCP connection (what no HTTP client library will send: raw
 * bytes, contradicting headers, a trickle) and reads the first answer until the server closes.
 */
export function rawRequest(baseUrl: string, { pieces, everyMs = 0, waitMs = 5000 }: RawOptions): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    const received: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(received)), closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), waitMs);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
    const send = (index: number) => {
      if (index >= pieces.length || socket.destroyed) return;
      socket.write(pieces[index] as string | Buffer);
      timer = setTimeout(() => send(index + 1), everyMs);
    };
    socket.on('connect', () => send(0));
  });
}
