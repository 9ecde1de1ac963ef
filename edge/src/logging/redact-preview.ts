// A preview link's token opens a release nobody activated to whoever holds it: it never goes to a log.
const PREVIEW = 'preview';
const REDACTED = '[redacted]';

/** A parameter's name as the query parser reads it (`%70review` and `pre%76iew` are `preview`). */
function decodedName(name: string): string {
  const spaced = name.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced).toLowerCase();
  } catch {
    return spaced.toLowerCase();
  }
}

/**
 * The URL as the request log writes it: the value of every parameter whose name reads `preview`
 * once decoded, in any case, replaced. The name is kept as it was sent, so the log still shows
 * which spelling came.
 */
export function redactPreview(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const parameters = url
    .slice(start + 1, end)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      return equals !== -1 && decodedName(name) === PREVIEW ? `${name}=${REDACTED}` : parameter;
    });
  return `${url.slice(0, start + 1)}${parameters.join('&')}${url.slice(end)}`;
}
