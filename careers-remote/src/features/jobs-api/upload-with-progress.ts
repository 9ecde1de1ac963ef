export interface UploadRequest {
  url: string;
  body: FormData;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Whole percent of the request body sent so far. */
  onProgress?: (percent: number) => void;
}

export interface UploadResponse {
  status: number;
  body: unknown;
}

export type UploadFailureKind = 'network' | 'timeout' | 'aborted';

export class UploadFailure extends Error {
  constructor(readonly kind: UploadFailureKind) {
    super(`Upload failed: ${kind}`);
    this.name = 'UploadFailure';
  }
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** A multipart POST through XMLHttpRequest, because fetch cannot report upload progress. */
export function uploadWithProgress({
  url,
  body,
  timeoutMs,
  signal,
  onProgress,
}: UploadRequest): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new UploadFailure('network')));
    xhr.addEventListener('timeout', () => reject(new UploadFailure('timeout')));
    xhr.addEventListener('abort', () => reject(new UploadFailure('aborted')));
    if (signal?.aborted) return reject(new UploadFailure('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
