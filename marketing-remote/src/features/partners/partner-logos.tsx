import type { ReactElement } from 'react';
import styles from './partner-logos.module.css';

export interface PartnerLogo {
  name: string;
  wordmark: string;
  /** The wordmark's width at 21 px in the site font, so every logo reserves exactly its own space. */
  textWidth: number;
  /** The emblem, drawn in a 40 x 40 box at the left of the logo. */
  mark: ReactElement;
}

// Invented partner and client brands, drawn as simple wordmarks in one ink so the strip stays calm.
export const partnerLogos: PartnerLogo[] = [
  {
    name: 'Kestrelpay',
    wordmark: 'kestrelpay',
    textWidth: 109,
    mark: <path d="M4 28L20 8l6 10 10-6-8 18H14l-4-6z" />,
  },
  {
    name: 'Okapi Logistics',
    wordmark: 'OKAPI',
    textWidth: 67,
    mark: (
      <>
        <path d="M20 3l15 8.5v17L20 37 5 28.5v-17L20 3z" fillOpacity="0.2" />
        <path d="M12 20h13l-5-5M25 20l-5 5" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      </>
    ),
  },
  {
    name: 'Savanna Crest Foods',
    wordmark: 'Savanna Crest',
    textWidth: 147,
    mark: (
      <>
        <path d="M9 26a11 11 0 0 1 22 0z" />
        <path
          d="M20 6v5M7 13l3.5 3.5M33 13l-3.5 3.5M3 31h34"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: 'Lumenfield Health',
    wordmark: 'Lumenfield',
    textWidth: 114,
    mark: (
      <>
        <circle cx="20" cy="20" r="17" fillOpacity="0.2" />
        <path d="M16 9h8v7h7v8h-7v7h-8v-7H9v-8h7z" />
      </>
    ),
  },
  {
    name: 'Harmattan Retail',
    wordmark: 'Harmattan',
    textWidth: 109,
    mark: (
      <path
        d="M4 14h20a5 5 0 1 0-5-5M4 22h28a5 5 0 1 1-5 5M4 30h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    ),
  },
  {
    name: 'Tidewell Energy',
    wordmark: 'Tidewell',
    textWidth: 86,
    mark: (
      <>
        <path d="M20 3c7 9 11 15 11 21a11 11 0 0 1-22 0c0-6 4-12 11-21z" fillOpacity="0.25" />
        <path
          d="M11 25c3-3 6-3 9 0s6 3 9 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: 'Baobab Insurance',
    wordmark: 'Baobab',
    textWidth: 81,
    mark: (
      <>
        <ellipse cx="20" cy="13" rx="16" ry="10" />
        <path d="M16 21h8l2 16H14z" fillOpacity="0.6" />
      </>
    ),
  },
  {
    name: 'Northgate Legal',
    wordmark: 'Northgate',
    textWidth: 106,
    mark: (
      <>
        <path d="M20 3l17 9H3l17-9z" />
        <path d="M7 15h4v16H7zM18 15h4v16h-4zM29 15h4v16h-4zM4 33h32v4H4z" fillOpacity="0.65" />
      </>
    ),
  },
];

/** One partner's wordmark as a self-contained SVG, named for assistive technology. */
export function PartnerLogoMark({ name, wordmark, textWidth, mark }: PartnerLogo) {
  const width = 50 + textWidth;
  return (
    <svg
      viewBox={`0 0 ${width} 40`}
      width={Math.round(width * 0.9)}
      height="36"
      role="img"
      aria-label={name}
      focusable="false"
    >
      <g fill="currentColor">{mark}</g>
      <text x="50" y="28" fill="currentColor" className={styles.wordmark} textLength={textWidth} lengthAdjust="spacing">
        {wordmark}
      </text>
    </svg>
  );
}
