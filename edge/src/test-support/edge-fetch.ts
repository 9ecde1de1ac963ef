export interface EdgeResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or null for other bodies. */
  json: unknown;
}

/**
 * fetch against a listening edge that also proves, on every single response, that the provider
 * credential is in neither the headers nor the body.
 */
export async function fetchEdge(
  baseUrl: string,
  token: string,
  path: string,
  init?: RequestInit,
): Promise<EdgeResponse> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  const headerText = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  if (text.includes(token) || headerText.includes(token)) {
    throw new Error(`the provider token leaked in the response to ${path}`);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const postForm = (form: FormData): RequestInit => ({ method: 'POST', body: form });
