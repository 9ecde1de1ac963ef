import { formatAgo, formatDateTime } from './format';
import { useNow } from './use-now';

/** When `at` was, as `3 min ago` (the date and time on hover), kept current while it is shown. */
export function RelativeTime({ at }: { at: string }) {
  const now = useNow();
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatAgo(at, now)}
    </time>
  );
}
