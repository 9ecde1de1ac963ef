import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StreamedAnswer {
  status: number;
  text: string;
}

/**
 * POSTs a streamed body with node:http and its backpressure. Node 20's fetch reads request bodies
 * ahead of the socket (20 concurrent 10 MB uploads held 200 MB); this holds a few chunks per upload.
 */
export function postStream(
  url: string,
  headers: Record<string, string>,
  body: Readable,
  signal: AbortSignal,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(target, { method: 'POST', headers, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    pipeline(body, request).catch((error: unknown) => {
      body.destroy();
      reject(error);
    });
  });
}
