/** The headers every answer of the edge carries, refusals included (lower-case names). */
export function expectSecurityHeaders(headers: Record<string, string | null | undefined>): void {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
}

export const headerRecord = (headers: Headers): Record<string, string> => Object.fromEntries([...headers]);
