// Line icons for the contact panel; decorative, so hidden from assistive technology.
import type { JSX, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const line = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  width: 22,
  height: 22,
} as const;

const filled = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, width: 20, height: 20 } as const;

export const MailIcon = (props: IconProps) => (
  <svg {...line} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </svg>
);

export const PhoneIcon = (props: IconProps) => (
  <svg {...line} {...props}>
    <path d="M6.6 3.5h2.6l1.4 4.2-2 1.4a12 12 0 0 0 6.3 6.3l1.4-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A17.5 17.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  </svg>
);

export const MapPinIcon = (props: IconProps) => (
  <svg {...line} {...props}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const socialIcons: Record<string, (props: IconProps) => JSX.Element> = {
  Facebook: (props) => (
    <svg {...filled} {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z" />
    </svg>
  ),
  X: (props) => (
    <svg {...filled} {...props}>
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  ),
  Instagram: (props) => (
    <svg {...line} width={20} height={20} strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </svg>
  ),
  LinkedIn: (props) => (
    <svg {...filled} {...props}>
      <path d="M6.9 8.8H3.4V21h3.5V8.8ZM5.2 3a2 2 0 1 0 0 4.1 2 2 0 0 0 0-4.1ZM20.6 13.9c0-3.3-1.8-5.3-4.6-5.3-1.6 0-2.7.8-3.2 1.7V8.8H9.4V21h3.5v-6.4c0-1.7.6-2.9 2.2-2.9 1.5 0 2 1.2 2 2.9V21h3.5v-7.1Z" />
    </svg>
  ),
};
