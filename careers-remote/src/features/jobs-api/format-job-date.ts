export const NOT_SPECIFIED = 'Not specified';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-19' → '19 Nov 2026'; an unreadable date is shown as sent, a missing one as 'Not specified'. */
export function formatJobDate(value: string | null): string {
  if (!value) return NOT_SPECIFIED;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}
