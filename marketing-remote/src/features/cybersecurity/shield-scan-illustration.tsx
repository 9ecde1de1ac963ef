import { useScopedId } from 'shared-config/ui';
import styles from './shield-scan-illustration.module.css';

const threats = [
  { x: 92, y: 120 },
  { x: 398, y: 150 },
  { x: 120, y: 330 },
  { x: 380, y: 318 },
];

/** The cybersecurity hero's picture: a locked shield scanning its surroundings and stopping threats. */
export function ShieldScanIllustration() {
  const sweep = useScopedId('scan-sweep');
  const shield = useScopedId('scan-shield');
  return (
    <svg viewBox="0 0 480 440" width="480" height="440" aria-hidden="true" focusable="false">
      <defs>
        {/* Bright along the sweep's leading edge, fading towards its trailing edge, like a radar. */}
        <linearGradient id={sweep} gradientUnits="userSpaceOnUse" x1="380" y1="224" x2="356" y2="136">
          <stop offset="0" stopColor="#38bdf8" stopOpacity="0.4" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={shield} x1="0" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <g fill="none" stroke="#38bdf8">
        <circle cx="240" cy="220" r="200" strokeOpacity="0.12" />
        <circle cx="240" cy="220" r="150" strokeOpacity="0.2" />
        <circle cx="240" cy="220" r="100" strokeOpacity="0.3" strokeDasharray="4 8" />
        <path d="M40 220h400M240 20v400" strokeOpacity="0.1" />
      </g>
      <g className={styles.sweep}>
        <path d="M240 220L440 220A200 200 0 0 0 413.2 120z" fill={`url(#${sweep})`} />
        <path d="M240 220H440" stroke="#38bdf8" strokeOpacity="0.8" strokeWidth="2" />
      </g>
      {threats.map((threat) => (
        <g key={`${threat.x}-${threat.y}`} transform={`translate(${threat.x} ${threat.y})`}>
          <circle r="18" fill="#7f1d1d" opacity="0.35" />
          <circle r="10" fill="#f87171" />
          <path d="M-4 -4l8 8M4 -4l-8 8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        </g>
      ))}
      <path d="M240 112l86 32v60c0 52-37 94-86 114-49-20-86-62-86-114v-60l86-32z" fill={`url(#${shield})`} />
      <path d="M240 112l86 32v60c0 52-37 94-86 114V112z" fill="#fff" opacity="0.1" />
      <rect x="212" y="200" width="56" height="46" rx="9" fill="#fff" />
      <path d="M222 200v-12a18 18 0 0 1 36 0v12" fill="none" stroke="#fff" strokeWidth="8" />
      <circle cx="240" cy="219" r="6" fill="#1d4ed8" />
      <path d="M240 222v11" stroke="#1d4ed8" strokeWidth="5" strokeLinecap="round" />
      <g transform="translate(296 362)">
        <rect width="156" height="52" rx="14" fill="#fff" />
        <circle cx="26" cy="26" r="13" fill="#fee2e2" />
        <path d="M26 19v8M26 32v.5" stroke="#b91c1c" strokeWidth="3" strokeLinecap="round" />
        <rect x="48" y="16" width="84" height="8" rx="4" fill="#0b1b3f" />
        <rect x="48" y="30" width="56" height="7" rx="3.5" fill="#cbd5e1" />
      </g>
    </svg>
  );
}
