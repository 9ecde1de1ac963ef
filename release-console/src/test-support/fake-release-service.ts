// The network boundary of the console's tests: fetch is answered by a table of routes, as the release
// service would answer; every request is recorded. Nothing else is replaced.

export type Answer = { status?: number; body?: unknown } | ((request: Request) => Promise<Answer> | Answer);

export interface FakeReleaseService {
  /** Sets (or replaces) how `METHOD /api/path` is answered. */
  answer(route: string, answer: Answer): void;
  /** Every request the console made, as `METHOD /api/path?query`, with its JSON body if any. */
  requests: { route: string; body: unknown }[];
  restore(): void;
}

const NativeRequest = globalThis.Request;

// Node's Request refuses relative URLs; a browser resolves them against the page, and so does this.
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

const json = (body: unknown, status: number) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: status === 204 ? {} : { 'Content-Type': 'application/json' },
  });

/** A release service for one test: an unknown route answers 404 `{ message }`, as the service does. */
export function fakeReleaseService(routes: Record<string, Answer> = {}): FakeReleaseService {
  const table = new Map(Object.entries(routes));
  const requests: FakeReleaseService['requests'] = [];
  globalThis.Request = PageRelativeRequest;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof NativeRequest ? input : new PageRelativeRequest(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    requests.push({
      route: `${request.method} ${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    });
    let answer =
      table.get(`${request.method} ${url.pathname}${url.search}`) ?? table.get(`${request.method} ${url.pathname}`);
    while (typeof answer === 'function') answer = await answer(request);
    if (!answer) return json({ message: `No route ${request.method} ${url.pathname}` }, 404);
    return json(answer.body ?? null, answer.status ?? 200);
  });
  return {
    answer: (route, answer) => void table.set(route, answer),
    requests,
    restore() {
      spy.mockRestore();
      globalThis.Request = NativeRequest;
    },
  };
}

/** The requests that changed something (not reads), in order. */
export const changesSent = (service: FakeReleaseService) =>
  service.requests.filter(({ route }) => !route.startsWith('GET '));
