import { useScopedId } from 'shared-config/ui';
import { iconPaths, type IconName } from '../../components/icon-paths';
import styles from './hero-network-illustration.module.css';

const CENTER = { x: 260, y: 230 };

const nodes: { x: number; y: number; icon: IconName }[] = [
  { x: 86, y: 96, icon: 'cloud' },
  { x: 432, y: 84, icon: 'server' },
  { x: 470, y: 286, icon: 'code' },
  { x: 300, y: 420, icon: 'lock' },
  { x: 70, y: 318, icon: 'users' },
];

/** The home hero's picture: a shield at the heart of a network of cloud, servers, code and people. */
export function HeroNetworkIllustration() {
  const glow = useScopedId('hero-glow');
  const shield = useScopedId('hero-shield');
  const line = useScopedId('hero-line');
  const blur = useScopedId('hero-blur');
  return (
    <svg viewBox="0 0 520 460" width="520" height="460" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#38bdf8" stopOpacity="0.35" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={shield} x1="0" y1="0" x2="0.9" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
        <linearGradient id={line} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#38bdf8" stopOpacity="0.1" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0.7" />
        </linearGradient>
        <filter id={blur} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="18" />
        </filter>
      </defs>

      <circle cx={CENTER.x} cy={CENTER.y} r="210" fill={`url(#${glow})`} />
      <g fill="none" stroke="#fff">
        <circle cx={CENTER.x} cy={CENTER.y} r="120" strokeOpacity="0.14" />
        <circle cx={CENTER.x} cy={CENTER.y} r="205" strokeOpacity="0.08" />
        <circle
          className={styles.orbit}
          cx={CENTER.x}
          cy={CENTER.y}
          r="165"
          stroke="#38bdf8"
          strokeOpacity="0.45"
          strokeDasharray="3 10"
          strokeWidth="2"
        />
      </g>

      <g stroke={`url(#${line})`} strokeWidth="2">
        {nodes.map((node) => (
          <line key={node.icon} x1={CENTER.x} y1={CENTER.y} x2={node.x} y2={node.y} />
        ))}
      </g>
      <g fill="#38bdf8">
        {nodes.map((node) => (
          <circle
            key={node.icon}
            className={styles.packet}
            cx={(CENTER.x + node.x) / 2}
            cy={(CENTER.y + node.y) / 2}
            r="4"
          />
        ))}
      </g>

      {nodes.map((node) => (
        <g key={node.icon} transform={`translate(${node.x - 30} ${node.y - 30})`}>
          <rect width="60" height="60" rx="16" fill="#13295a" stroke="#38bdf8" strokeOpacity="0.55" />
          <g
            transform="translate(15 15) scale(1.25)"
            fill="none"
            stroke="#e0f2fe"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {iconPaths[node.icon]}
          </g>
        </g>
      ))}

      <path
        d="M260 138l78 30v56c0 47-33 86-78 104-45-18-78-57-78-104v-56l78-30z"
        fill="#38bdf8"
        opacity="0.5"
        filter={`url(#${blur})`}
      />
      <path d="M260 138l78 30v56c0 47-33 86-78 104-45-18-78-57-78-104v-56l78-30z" fill={`url(#${shield})`} />
      <path d="M260 138l78 30v56c0 47-33 86-78 104V138z" fill="#fff" opacity="0.1" />
      <path
        d="M226 232l24 24 46-48"
        fill="none"
        stroke="#fff"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      <g transform="translate(330 352)">
        <rect width="168" height="58" rx="14" fill="#fff" />
        <circle cx="29" cy="29" r="14" fill="#dcfce7" />
        <path d="M22.5 29.5l4.5 4.5 8.5-9" fill="none" stroke="#15803d" strokeWidth="3" strokeLinecap="round" />
        <rect x="52" y="17" width="90" height="9" rx="4.5" fill="#0b1b3f" />
        <rect x="52" y="33" width="62" height="8" rx="4" fill="#cbd5e1" />
      </g>
      <g transform="translate(22 178)">
        <rect width="128" height="64" rx="14" fill="#0b1b3f" stroke="#38bdf8" strokeOpacity="0.4" />
        <path
          d="M16 44l16-12 14 8 18-20 16 10 16-14 16 6"
          fill="none"
          stroke="#38bdf8"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="16" y="12" width="40" height="6" rx="3" fill="#fff" opacity="0.5" />
      </g>
    </svg>
  );
}
