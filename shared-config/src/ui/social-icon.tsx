// The brand marks of the site's social links, drawn once for the footer and the contact panel alike.
import type { JSX } from 'react';

type SocialName = 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';

const filled = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, width: 20, height: 20 } as const;

const marks: Record<SocialName, () => JSX.Element> = {
  Facebook: () => (
    <svg {...filled}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z" />
    </svg>
  ),
  X: () => (
    <svg {...filled}>
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  ),
  Instagram: () => (
    <svg {...filled} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </svg>
  ),
  LinkedIn: () => (
    <svg {...filled}>
      <path d="M6.9 8.8H3.4V21h3.5V8.8ZM5.2 3a2 2 0 1 0 0 4.1 2 2 0 0 0 0-4.1ZM20.6 13.9c0-3.3-1.8-5.3-4.6-5.3-1.6 0-2.7.8-3.2 1.7V8.8H9.4V21h3.5v-6.4c0-1.7.6-2.9 2.2-2.9 1.5 0 2 1.2 2 2.9V21h3.5v-7.1Z" />
    </svg>
  ),
};

/** The mark of one social network, decorative: the link around it carries the accessible name. */
export function SocialIcon({ name }: { name: string }) {
  const Mark = marks[name as SocialName];
  return Mark ? <Mark /> : null;
}
