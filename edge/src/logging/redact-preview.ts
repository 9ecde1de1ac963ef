// A preview link's token opens a release nobody activated to whoever holds it: it never goes to a log.
const PREVIEW_VALUE = /([?&]preview=)[^&#]*/g;

/** The URL as the request log writes it: the value of any `preview` parameter replaced. */
export const redactPreview = (url: string) => url.replace(PREVIEW_VALUE, '$1[redacted]');
