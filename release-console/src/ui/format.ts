// How the console writes times and shares: the same way in every view. A release's size is written by
// shared-config/byte-size, as the release CLI writes it.

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});

/** `27 Nov 2026, 19:04 UTC`: when something happened, the same for every team whatever its time zone. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** `19:04:31`, UTC: a time of today's log or a chart's axis. */
export const formatTime = (at: number | string) => TIME.format(new Date(at));

/** `3 min ago`, `2 h ago`, `4 days ago`: how long since `iso`, at `now`. */
export function formatAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** `50 %`, `12.5 %`: a share or a rate with at most two decimals, as the service keeps them. */
export const formatPercent = (value: number) => `${Number(value.toFixed(2))} %`;

/** The first 12 characters of a commit, as `git log --oneline` and the CLI show it. */
export const shortCommit = (commit: string) => commit.slice(0, 12);
