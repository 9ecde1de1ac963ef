import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

/*
 * The check that a page's HTML, as the edge sends it, is what the browser's first render draws: the
 * HTML is hydrated in jsdom with React's development build, which reports what production React lets
 * pass (an attribute that differs, a text React patches), and every difference is a problem. Each
 * package runs it on its own parts (the shell's frames, each remote's pages) from the same functions
 * the builds and the edge render them with.
 */

type RecoverableError = (error: unknown) => void;

/**
 * How a check hydrates the container, with React's onRecoverableError given to it; what it returns
 * (or resolves to) unmounts what it hydrated, once the check is done.
 */
export type Hydrate = (
  container: HTMLElement,
  onRecoverableError: RecoverableError,
) => (() => void) | Promise<() => void>;

const isManaged = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const propsOf = (node: Node): Record<string, unknown> | undefined => {
  const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
  return key ? (node as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
};

/** The elements React should have taken over: all of them but those inside HTML a component set itself. */
function hydratable(container: Element): Element[] {
  const found: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      found.push(child);
      if (!propsOf(child)?.dangerouslySetInnerHTML) walk(child);
    }
  };
  walk(container);
  return found;
}

const describe = (element: Element) =>
  `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
    element.getAttribute('class') ? `.${element.getAttribute('class')?.split(' ')[0]}` : ''
  }>`;

const messageOf = (args: unknown[]) =>
  args
    .map((arg) => (arg instanceof Error ? arg.message : String(arg)))
    .join(' ')
    .replace(/%[sdo]/g, '')
    .slice(0, 2000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface HydrationOptions {
  /** How long the hydration may take, Suspense boundaries waiting for their code included. */
  timeoutMs?: number;
  /** What a test does with the hydrated page before it goes (its problems are counted meanwhile). */
  thenUse?: (container: HTMLElement) => Promise<void>;
}

/**
 * Puts `html` into a container in the document, hydrates it with `hydrate` and waits until every
 * element is React's (or the wait is over). The problems, one line each (none: the HTML is what the
 * browser draws): React's own warnings and recoverable errors, an element of the HTML that React drew
 * again instead of hydrating it, and one that React has not taken over.
 */
export async function hydrationProblems(
  html: string,
  hydrate: Hydrate,
  { timeoutMs = 5000, thenUse }: HydrationOptions = {},
): Promise<string[]> {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.appendChild(container);
  const sent = new Set(hydratable(container));
  const problems: string[] = [];
  // What React removes of the sent HTML without having hydrated it: it drew that part again instead.
  // (A node removed once hydrated is the app's own change: a field that takes another form.)
  const redrawn = new Set<Element>();
  const noteRemovals = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && sent.has(node) && !isManaged(node)) redrawn.add(node);
      }
    }
  };
  const removals = new MutationObserver(noteRemovals);
  removals.observe(container, { childList: true, subtree: true });
  const errors = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`React: ${messageOf(args)}`);
  });
  // Hydration runs as a browser runs it, in the scheduler's tasks, not flushed by act().
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  let unmount = () => {};
  try {
    unmount = await hydrate(container, (error) => problems.push(`recoverable error: ${messageOf([error])}`));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !hydratable(container).every(isManaged)) await pause(10);
    // The effects of the last commit, and anything they scheduled.
    await pause(50);
    noteRemovals(removals.takeRecords());
    for (const element of redrawn) problems.push(`drawn again, not hydrated: ${describe(element)}`);
    for (const element of hydratable(container)) {
      if (!isManaged(element)) problems.push(`not hydrated within ${timeoutMs} ms: ${describe(element)}`);
    }
    // What the test does next is the app's own business: its removals are no hydration's.
    removals.disconnect();
    await thenUse?.(container);
    return problems;
  } finally {
    removals.disconnect();
    unmount();
    errors.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    container.remove();
  }
}

/** Hydrates `element` at the container's root (a remote's page, as it is in the shell's frame). */
export const hydrateElement =
  (element: ReactElement): Hydrate =>
  (container, onRecoverableError) => {
    const root = hydrateRoot(container, element, { onRecoverableError });
    return () => root.unmount();
  };
