import type { FastifyRequest } from 'fastify';

/**
 * The query parameters the API defines, which carry no secret: every other one's value is written
 * to the log as `[redacted]` (a token sent as `?token=` is refused, and must not be kept either).
 */
const LOGGED_PARAMETERS = new Set(['package', 'version', 'commit', 'committed']);
const REDACTED = '[redacted]';

/** A parameter's name as the query parser reads it (`to%6Ben` is `token`). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The URL as the request log writes it: names as sent, the values of parameters the API does not define redacted. */
function urlForLog(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      return equals === -1 || LOGGED_PARAMETERS.has(decodedName(name)) ? parameter : `${name}=${REDACTED}`;
    });
  return `${url.slice(0, start + 1)}${parameters.join('&')}`;
}

/** A request as its log line shows it (Fastify's own fields), its query redacted. */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
