// The network boundary for tests: fetch (queries) is replaced by a handler; nothing else is mocked.

export type ApiHandler = (url: URL, request: Request) => Response | Promise<Response>;

const NativeRequest = globalThis.Request;

// Node's Request refuses relative URLs; a browser resolves them against the page, and so does this.
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

export function mockApi(handler: ApiHandler): jest.SpyInstance {
  globalThis.Request = PageRelativeRequest;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof NativeRequest ? input : new PageRelativeRequest(input, init);
    return handler(new URL(request.url), request);
  });
}

export function restoreApi(): void {
  globalThis.Request = NativeRequest;
  jest.restoreAllMocks();
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The URLs fetch was called with, for asserting what the page asked for. */
export function requestedUrls(fetchMock: jest.SpyInstance): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL((input as Request).url));
}
