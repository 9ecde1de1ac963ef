import { SMOKE_METRICS_URL } from '../smoke-site';

const COUNTER = 'edge_client_reports_total';

/**
 * The failure reports browsers sent the smoke suite's edge so far, by their labels (package, release,
 * kind): the shell reports a remote that did not load or a page that threw, and its inline start
 * reporter a shell that did not start, from the document's first script on, in every engine.
 */
export async function failureReports(): Promise<Map<string, number>> {
  const text = await (await fetch(SMOKE_METRICS_URL)).text();
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${COUNTER}(\\{.*\\}) (\\d+)$`).exec(line);
    if (match?.[1] && match[2]) counts.set(match[1], Number(match[2]));
  }
  return counts;
}

/** The reports counted in `after` and not in `before`, one line each. */
export function newReports(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([labels, count]) => count > (before.get(labels) ?? 0))
    .map(([labels, count]) => `${count - (before.get(labels) ?? 0)} × ${labels}`);
}
