import { useScopedId } from 'shared-config/ui';
import { iconPaths, type IconName } from '../../components/icon-paths';

const satellites: { x: number; y: number; icon: IconName }[] = [
  { x: 70, y: 300, icon: 'server' },
  { x: 210, y: 340, icon: 'database' },
  { x: 350, y: 300, icon: 'lock' },
];

/** The managed cloud hero's picture: a cloud platform fed by servers, data and security. */
export function CloudIllustration() {
  const cloud = useScopedId('cloud-fill');
  const glow = useScopedId('cloud-glow');
  return (
    <svg viewBox="0 0 480 420" width="480" height="420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={cloud} x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#38bdf8" stopOpacity="0.35" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="240" cy="160" rx="220" ry="150" fill={`url(#${glow})`} />
      <g fill="none" stroke="#38bdf8" strokeOpacity="0.6" strokeWidth="2" strokeDasharray="5 7">
        <path d="M100 300V230h60M240 340V240M380 300V230h-60" />
      </g>
      <path d="M120 230h240a62 62 0 0 0 8-123.5A92 92 0 0 0 192 86a70 70 0 0 0-72 144z" fill={`url(#${cloud})`} />
      <path d="M120 230h240a62 62 0 0 0 8-123.5A92 92 0 0 0 260 66v164z" fill="#fff" opacity="0.08" />
      <path
        d="M240 196v-64M214 156l26-26 26 26"
        fill="none"
        stroke="#fff"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {satellites.map((satellite) => (
        <g key={satellite.icon} transform={`translate(${satellite.x} ${satellite.y})`}>
          <rect width="60" height="60" rx="16" fill="#13295a" stroke="#38bdf8" strokeOpacity="0.55" />
          <g
            transform="translate(15 15) scale(1.25)"
            fill="none"
            stroke="#e0f2fe"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {iconPaths[satellite.icon]}
          </g>
        </g>
      ))}
      <g transform="translate(330 40)">
        <rect width="130" height="52" rx="14" fill="#fff" />
        <path d="M20 34l14-10 12 6 16-14" fill="none" stroke="#15803d" strokeWidth="3" strokeLinecap="round" />
        <rect x="74" y="16" width="40" height="8" rx="4" fill="#0b1b3f" />
        <rect x="74" y="30" width="28" height="7" rx="3.5" fill="#cbd5e1" />
      </g>
    </svg>
  );
}
