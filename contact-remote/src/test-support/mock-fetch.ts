/** Replaces the network boundary only: every other piece (store, saga, transport) stays real. */
export function mockFetch() {
  return jest.spyOn(globalThis, 'fetch');
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answer the test releases when it chooses, to look at the page while the request is open. */
export function deferredResponse() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
