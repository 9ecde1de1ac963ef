import type { ReactNode } from 'react';
import panel from './panel.module.css';

/** A table wider than a phone scrolls inside its card, and the keyboard can scroll it too. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A region that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={panel.scroller} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
