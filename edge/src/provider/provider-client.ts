import type { Readable } from 'node:stream';
import type { EdgeConfig } from '../config';
import { createHttpClient, TIMEOUT_CODES } from './http-exchange';
import { UpstreamError, type UpstreamService } from '../api-error/api-error';

/** What the provider answered: its status and its JSON body, as text (sent on as is) and parsed. */
export interface ProviderAnswer {
  status: number;
  text: string;
  body: unknown;
}

interface ProviderRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Readable;
}

export interface ProviderClient {
  /** An absolute URL for a path on the provider (fails as 502 while no provider is configured). */
  urlFor(service: UpstreamService, path: string): string;
  send(service: UpstreamService, url: string, request?: ProviderRequest): Promise<ProviderAnswer>;
  /** Closes the kept-alive connections (the edge is stopping). */
  close(): Promise<void>;
}

const timedOut = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && TIMEOUT_CODES.has(String(error.code));

const messageOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'message' in value ? String(value.message) : String(value);

// A failed exchange may keep the useful part (ECONNREFUSED, ...) in `cause`.
function describe(error: unknown): string {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return cause === undefined ? messageOf(error) : `${messageOf(error)}: ${messageOf(cause)}`;
}

/**
 * Calls the provider with the edge's credential and a deadline (PROVIDER_TIMEOUT_MS for its answer
 * to start, and again for any pause within it). Connection failures, timeouts,
 * credential refusals, 5xx answers and non-JSON answers become UpstreamError (502/504); every other
 * answer (2xx, 4xx) is returned for the route to pass on.
 */
export function createProviderClient(config: EdgeConfig): ProviderClient {
  const http = createHttpClient();
  const urlFor = (service: UpstreamService, path: string): string => {
    // Read on each call: serve-local.ts fills these in once the demo provider is listening.
    if (!config.providerUrl) throw new UpstreamError(service, 'unavailable', 'no provider URL configured');
    return `${config.providerUrl}${path}`;
  };

  const send = async (
    service: UpstreamService,
    url: string,
    request: ProviderRequest = {},
  ): Promise<ProviderAnswer> => {
    let status: number;
    let text: string;
    try {
      const headers = {
        accept: 'application/json',
        ...request.headers,
        authorization: `Bearer ${config.providerToken ?? ''}`,
      };
      ({ status, text } = await http.exchange(
        url,
        { method: request.method ?? 'GET', headers, body: request.body },
        config.providerTimeoutMs,
      ));
    } catch (error) {
      throw new UpstreamError(service, timedOut(error) ? 'timeout' : 'unavailable', describe(error));
    }
    if (status === 401 || status === 403) {
      throw new UpstreamError(service, 'unavailable', `provider refused the edge's credential (${status})`);
    }
    if (status >= 500) throw new UpstreamError(service, 'unavailable', `provider answered ${status}`);
    try {
      return { status, text, body: JSON.parse(text) as unknown };
    } catch {
      throw new UpstreamError(service, 'unavailable', `provider answered ${status} with a body that is not JSON`);
    }
  };

  return { urlFor, send, close: () => http.close() };
}
