import type { ReportFailure } from '../reports/failure-reporter';
import type { ReportedPackage } from '../reports/failure-report';
import { sentPageElement } from '../remotes/page-frame';
import type { RemoteName, RemotePageId } from '../site-table/remote-page-ids';
import type { RemotePageStore } from '../remotes/remote-page-store';

/** One part of the HTML the edge sent (its elements), and the package whose release drew it. */
interface SentPart {
  nodes: readonly Element[];
  package: ReportedPackage;
}

/**
 * The parts of the sent HTML, found before hydrating, outermost first: the shell's frame (its outer
 * element), then the page, its remote's (every element of it), then the rest of the frame. When React
 * cannot hydrate a boundary it draws it again and removes the server's nodes: the first part with an
 * element gone from the document is the one whose HTML did not match (a mismatch outside every
 * boundary redraws the whole frame, the page with it).
 */
export function sentParts(container: Element, page: RemotePageId | null): SentPart[] {
  const parts: SentPart[] = [];
  const frame = container.firstElementChild;
  if (frame) parts.push({ nodes: [frame], package: 'shell' });
  const sent = page ? sentPageElement(container) : null;
  if (page && sent) {
    parts.push({ nodes: [sent, ...sent.querySelectorAll('*')], package: page.split('/')[0] as RemoteName });
  }
  parts.push({ nodes: [...container.querySelectorAll('*')], package: 'shell' });
  return parts;
}

interface HydrationErrorOptions {
  parts: readonly SentPart[];
  pages: RemotePageStore;
  page: RemotePageId | null;
  report?: ReportFailure;
  log?: (...data: unknown[]) => void;
}

/**
 * React's `onRecoverableError` for hydrating the sent HTML: each error is a part the browser drew
 * differently from the server (or could not hydrate), so it is reported against the release that drew
 * that part, as its canary's failures are. Errors of a page whose module did not load, or that threw
 * and shows its failure block, are left to the page's own reports (remote-load, page-error).
 */
export function hydrationErrorReporter({ parts, pages, page, report, log = console.error }: HydrationErrorOptions) {
  return (error: unknown): void => {
    log('The page the edge sent did not hydrate as it was', error);
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause !== undefined && (pages.isLoadFailure(cause) || (page !== null && pages.hasFailed(page)))) return;
    const redrawn = parts.find((part) => part.nodes.some((node) => !node.isConnected));
    report?.(redrawn?.package ?? 'shell', 'hydration-mismatch');
  };
}
