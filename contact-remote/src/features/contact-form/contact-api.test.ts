import { jsonResponse, mockFetch } from '../../test-support/mock-fetch';
import { sendContactMessage } from './contact-api';
import { validRequest } from './contact-test-data';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('sendContactMessage', () => {
  it('posts the submission as JSON to the same-origin edge', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, { message: 'Received' }));

    await expect(sendContactMessage(validRequest)).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(validRequest);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("returns a refusal with the server's message", async () => {
    mockFetch().mockResolvedValue(jsonResponse(429, { message: 'Too many messages.' }));
    await expect(sendContactMessage(validRequest)).resolves.toEqual({
      ok: false,
      status: 429,
      message: 'Too many messages.',
    });
  });

  it('returns a refusal without a message when the body has none', async () => {
    mockFetch().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendContactMessage(validRequest)).resolves.toEqual({ ok: false, status: 502, message: null });
  });

  it('gives up after 180 seconds with a message a visitor can read', async () => {
    jest.useFakeTimers();
    mockFetch().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    let settled = false;
    const pending = sendContactMessage(validRequest).finally(() => (settled = true));
    pending.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(180_000 - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    await expect(pending).rejects.toThrow('The request took too long. Please try again.');
  });
});
