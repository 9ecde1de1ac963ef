/** A release token as `token add` prints it: `crt_` and 43 characters of base64url. */
const TOKEN_PATTERN = /^crt_[A-Za-z0-9_-]{43}$/;

const TOKEN_REQUIRED = 'Paste your team’s release token.';
const TOKEN_MALFORMED = 'A release token starts with crt_ and has 47 characters: check it was copied whole.';

/** What is wrong with a token as typed, or null: the service checks it again, and whether it is valid. */
export function tokenProblem(value: string): string | null {
  const token = value.trim();
  if (!token) return TOKEN_REQUIRED;
  return TOKEN_PATTERN.test(token) ? null : TOKEN_MALFORMED;
}
