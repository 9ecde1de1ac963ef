// Line icons for the four job tags; decorative, each tag also carries a visually hidden name.
import type { ReactElement } from 'react';

function Icon({ children }: { children: ReactElement | ReactElement[] }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const BuildingIcon = () => (
  <Icon>
    <rect x="4.5" y="3.5" width="10" height="17" rx="1.5" />
    <path d="M14.5 9.5h4a1 1 0 0 1 1 1v10h-15M8 7.5h3M8 11h3M8 14.5h3" />
  </Icon>
);

export const LayersIcon = () => (
  <Icon>
    <path d="M12 3.5l8.5 4.5L12 12.5 3.5 8z" />
    <path d="M3.5 12.5L12 17l8.5-4.5" />
  </Icon>
);
