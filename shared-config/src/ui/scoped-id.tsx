import { createContext, useContext, type ReactNode } from 'react';

/*
 * Ids that the server's HTML and the browser's first render agree on. React's useId numbers an id by
 * the component's position from the root of the tree it renders, and a page is rendered on its own
 * (at build time, or by careers' server module) but hydrated inside the shell's layout, so the two
 * numbers differ. A scoped id is made of names instead: the names of the scopes around the component
 * and its own, the same wherever the component is drawn. Names are unique within their scope: a
 * component drawn more than once (a card of a list) gets a scope of its own, named by its item.
 */

const IdScopeContext = createContext('');

// Letters, digits, '-' and '_' only: an id that is also safe in `url(#…)` and in a CSS selector.
const safe = (name: string) => name.replace(/[^a-zA-Z0-9_-]+/g, '-');
const joined = (scope: string, name: string) => (scope ? `${scope}-${safe(name)}` : safe(name));

/** Puts the ids of what it holds under `name` (`job-card` in a scope `job-0003`: `job-0003-job-card`). */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  const scope = useContext(IdScopeContext);
  return <IdScopeContext.Provider value={joined(scope, name)}>{children}</IdScopeContext.Provider>;
}

/** An id named `name` within the scopes around the caller: the same on the server and in the browser. */
export function useScopedId(name: string): string {
  return joined(useContext(IdScopeContext), name);
}
