import type { ReactElement } from 'react';

// One line-icon set, drawn on a 24-unit grid with round 1.75 strokes, so every card looks alike.
export const iconPaths = {
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.9-4.4-1.6-7.5-5.3-7.5-9.9V6L12 3z" />
      <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <circle cx="5" cy="5" r="2" />
      <circle cx="19" cy="5" r="2" />
      <circle cx="5" cy="19" r="2" />
      <circle cx="19" cy="19" r="2" />
      <path d="M6.5 6.5l3.7 3.7M17.5 6.5l-3.7 3.7M6.5 17.5l3.7-3.7M17.5 17.5l-3.7-3.7" />
    </>
  ),
  cloud: <path d="M7.5 19h9.6a4.4 4.4 0 0 0 .7-8.75A6 6 0 0 0 6.3 9.6 4.7 4.7 0 0 0 7.5 19z" />,
  cloudUpload: (
    <>
      <path d="M8 18.5H7.3A4.6 4.6 0 0 1 6.3 9.4a6 6 0 0 1 11.5.85A4.4 4.4 0 0 1 17 18.5h-1" />
      <path d="M12 20.5v-8M9 15l3-3 3 3" />
    </>
  ),
  code: <path d="M8 7.5L3.5 12 8 16.5M16 7.5l4.5 4.5-4.5 4.5M13.8 5l-3.6 14" />,
  server: (
    <>
      <rect x="3.5" y="4" width="17" height="7" rx="2" />
      <rect x="3.5" y="13" width="17" height="7" rx="2" />
      <path d="M7.5 7.5h.01M7.5 16.5h.01M11 7.5h5M11 16.5h5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.2" />
      <path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7M12 14.5v2.5" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M20 20l-4.8-4.8M10.5 7.8v3.2M10.5 13.4h.01" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="1" />
      <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2.2" />
      <path d="M9 4.5V3.2h6v1.3M8.8 13l2.2 2.2 4.2-4.4" />
    </>
  ),
  siren: (
    <>
      <path d="M6.5 17.5V13a5.5 5.5 0 0 1 11 0v4.5" />
      <path d="M4.5 17.5h15v3h-15zM12 2.5v2M4.2 5.7l1.4 1.4M19.8 5.7l-1.4 1.4M12 10.5a2.5 2.5 0 0 0-2.5 2.5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.3 6.5-6.3s6.5 2.7 6.5 6.3M15.5 4.7a3.5 3.5 0 0 1 0 6.6M17.8 14c2.2.8 3.7 3 3.7 6" />
    </>
  ),
  headset: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4.5" height="6" rx="1.6" />
      <rect x="16.5" y="14" width="4.5" height="6" rx="1.6" />
      <path d="M19.5 20v.5a2 2 0 0 1-2 2H14" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="5.8" rx="7" ry="2.8" />
      <path d="M5 5.8v12.4c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8V5.8M5 12c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8" />
    </>
  ),
  layers: <path d="M12 3l9 4.8-9 4.8-9-4.8L12 3zM3 12.2l9 4.8 9-4.8M3 16.4l9 4.8 9-4.8" />,
  gauge: (
    <>
      <path d="M3.5 17.5a8.5 8.5 0 1 1 17 0" />
      <path d="M12 17.5l4.5-5.5M6.5 17.5h.01M17.5 17.5h.01" />
    </>
  ),
  trendingUp: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  trendingDown: <path d="M3 7l6 6 4-4 8 8M15 17h6v-6" />,
  eye: (
    <>
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  building: (
    <>
      <path d="M4 21V4.5A1.5 1.5 0 0 1 5.5 3h8A1.5 1.5 0 0 1 15 4.5V21M15 9h3.5A1.5 1.5 0 0 1 20 10.5V21M2.5 21h19" />
      <path d="M7.5 7h4M7.5 11h4M7.5 15h4" />
    </>
  ),
  lightbulb: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2v.5h5V16c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z" />
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.2-1.2" />
  ),
  heart: <path d="M12 20.5s-8-4.8-8-10.6A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 8 2.5c0 5.8-8 10.6-8 10.6z" />,
  smartphone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.4" />
      <path d="M10.5 18.3h3" />
    </>
  ),
  browser: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.2" />
      <path d="M3 8.5h18M6 6.3h.01M8.5 6.3h.01M10 12.5l-2 2 2 2M14 12.5l2 2-2 2" />
    </>
  ),
  infinity: <path d="M7 8.5a3.5 3.5 0 1 0 0 7c3.5 0 6.5-7 10-7a3.5 3.5 0 1 1 0 7c-3.5 0-6.5-7-10-7z" />,
  plug: <path d="M9 2.5v5M15 2.5v5M6 7.5h12v3.5a6 6 0 0 1-12 0V7.5zM12 17v4.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.6 14l-1.4 7 4.8-2.8 4.8 2.8-1.4-7" />
    </>
  ),
  sliders: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  activity: <path d="M2.5 12h4l3-7.5 5 15 3-7.5h4" />,
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.3 12.2l2.5 2.5 4.9-5" />
    </>
  ),
  alert: <path d="M12 3.5l9.5 16.5h-19L12 3.5zM12 10v4.2M12 17h.01" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  chevronLeft: <path d="M15 5.5L8.5 12l6.5 6.5" />,
  chevronRight: <path d="M9 5.5l6.5 6.5L9 18.5" />,
  phone: (
    <path d="M5.2 3.5h3.3l1.8 4.6-2.2 1.4a11.5 11.5 0 0 0 6.4 6.4l1.4-2.2 4.6 1.8v3.3a2 2 0 0 1-2.1 2A16.8 16.8 0 0 1 3.2 5.6a2 2 0 0 1 2-2.1z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  rocket: (
    <>
      <path d="M14.5 4.2C17 3 19.6 2.8 21 3c.2 1.4 0 4-1.2 6.5-1.3 2.6-4.3 5.3-7.3 6.7L8.8 12.5c1.4-3 4.1-6 5.7-8.3z" />
      <path d="M8.8 12.5L5 12l2.5-3.5 4-.3M11.5 15.2L12 19l3.5-2.5.3-4M5.5 16c-1.5 1-2 3.5-2 4.5 1 0 3.5-.5 4.5-2" />
      <circle cx="16" cy="8" r="1.5" />
    </>
  ),
  sparkles: (
    <path d="M10 3l1.7 4.8L16.5 9.5l-4.8 1.7L10 16l-1.7-4.8L3.5 9.5l4.8-1.7L10 3zM18 14l.9 2.1 2.1.9-2.1.9L18 20l-.9-2.1-2.1-.9 2.1-.9L18 14z" />
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconPaths;
