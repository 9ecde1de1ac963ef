import { useScopedId } from 'shared-config/ui';

const units = [0, 1, 2, 3];

/** The managed IT hero's picture: a server rack watched by a live monitoring dashboard. */
export function ServerMonitorIllustration() {
  const rack = useScopedId('rack');
  const area = useScopedId('monitor-area');
  return (
    <svg viewBox="0 0 480 420" width="480" height="420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={rack} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e3a78" />
          <stop offset="1" stopColor="#13295a" />
        </linearGradient>
        <linearGradient id={area} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#38bdf8" stopOpacity="0.45" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="210" r="190" fill="none" stroke="#38bdf8" strokeOpacity="0.12" />
      <rect
        x="40"
        y="70"
        width="170"
        height="300"
        rx="18"
        fill={`url(#${rack})`}
        stroke="#38bdf8"
        strokeOpacity="0.4"
      />
      {units.map((unit) => (
        <g key={unit} transform={`translate(58 ${92 + unit * 68})`}>
          <rect width="134" height="52" rx="10" fill="#0b1b3f" />
          <circle cx="20" cy="26" r="6" fill={unit === 2 ? '#fbbf24' : '#22c55e'} />
          <rect x="38" y="18" width="62" height="6" rx="3" fill="#fff" opacity="0.55" />
          <rect x="38" y="30" width="40" height="5" rx="2.5" fill="#fff" opacity="0.25" />
          <path d="M112 16v20M120 16v20" stroke="#38bdf8" strokeOpacity="0.6" strokeWidth="3" strokeLinecap="round" />
        </g>
      ))}
      <path d="M210 170h40M210 290h40" stroke="#38bdf8" strokeOpacity="0.5" strokeWidth="2" strokeDasharray="4 6" />
      <g transform="translate(250 96)">
        <rect width="200" height="150" rx="16" fill="#fff" />
        <rect x="18" y="18" width="70" height="9" rx="4.5" fill="#0b1b3f" />
        <rect x="146" y="16" width="36" height="14" rx="7" fill="#dcfce7" />
        <path d="M18 120l26-20 24 10 26-34 28 18 26-28 34 14v50H18z" fill={`url(#${area})`} />
        <path
          d="M18 120l26-20 24 10 26-34 28 18 26-28 34 14"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(276 266)">
        <rect width="174" height="92" rx="16" fill="#0b1b3f" stroke="#38bdf8" strokeOpacity="0.45" />
        <path d="M30 68a36 36 0 0 1 72 0" fill="none" stroke="#1e3a78" strokeWidth="10" strokeLinecap="round" />
        <path d="M30 68a36 36 0 0 1 66-20" fill="none" stroke="#38bdf8" strokeWidth="10" strokeLinecap="round" />
        <rect x="116" y="36" width="40" height="8" rx="4" fill="#fff" opacity="0.7" />
        <rect x="116" y="52" width="28" height="6" rx="3" fill="#fff" opacity="0.3" />
      </g>
    </svg>
  );
}
