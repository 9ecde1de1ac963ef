/**
 * A GET of `url` that answers its body's text within `timeoutMs`, or throws an Error whose message says
 * in words what went wrong, naming `what` (`Prometheus at <url>`): no answer in time, no connection, or a refusal.
 */
export async function readText(url: string, what: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string } };
    if (name === 'TimeoutError') throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    throw new Error(`${what} cannot be reached (${cause?.code ?? (error as Error).message})`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new Error(`${what} did not finish its answer within ${timeoutMs / 1000} s`);
  }
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 200).trim()}`);
  return text;
}
