import { useId } from 'react';

/**
 * A document-unique id for SVG gradients and clip paths. React's ids contain characters that break
 * `url(#...)` references in some browsers, so only letters, digits, '-' and '_' are kept.
 */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
