import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface HttpAnswer {
  status: number;
  text: string;
}

export interface HttpExchange {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A streamed body goes through with backpressure; a string is sent as is. */
  body?: string | Readable;
}

/**
 * One request to the provider with node:http (its agents keep connections alive) and its answer as
 * text. Not fetch: Node 20's fetch reads streamed request bodies ahead of the socket (20 concurrent
 * 10 MB uploads held 200 MB; this holds a few chunks per upload), and costs the edge about twice the
 * CPU per small request.
 */
export function exchange(
  url: string,
  { method, headers, body }: HttpExchange,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const length = typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : {};
    const request = transport.request(target, { method, headers: { ...headers, ...length }, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    if (body instanceof Readable) {
      pipeline(body, request).catch((error: unknown) => {
        body.destroy();
        reject(error);
      });
    } else {
      request.end(body);
    }
  });
}
