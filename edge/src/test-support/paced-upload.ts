import { rawRequest, type RawAnswer } from './raw-http';

/** A form serialised as a browser would send it: the body bytes and their multipart content type. */
async function multipartBytes(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export interface PacedUpload {
  /** Bytes sent per piece, one piece every `everyMs`. */
  pieceBytes: number;
  everyMs: number;
  /** Stop sending after this many bytes of the body (a stalled upload). */
  stopAfter?: number;
  waitMs?: number;
}

/** Posts `form` to `path` on a raw connection at a chosen pace (a slow line, a trickle, a stall). */
export async function pacedUpload(
  baseUrl: string,
  path: string,
  form: FormData,
  pace: PacedUpload,
): Promise<RawAnswer> {
  const { body, contentType } = await multipartBytes(form);
  const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
  const sent = body.subarray(0, pace.stopAfter ?? body.length);
  const pieces: Buffer[] = [Buffer.from(head)];
  for (let offset = 0; offset < sent.length; offset += pace.pieceBytes) {
    pieces.push(sent.subarray(offset, offset + pace.pieceBytes));
  }
  return rawRequest(baseUrl, { pieces, everyMs: pace.everyMs, waitMs: pace.waitMs ?? 10_000 });
}
