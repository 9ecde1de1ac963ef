import { useScopedId } from 'shared-config/ui';
import { iconPaths, type IconName } from '../../components/icon-paths';

const tiles: { x: number; y: number; icon: IconName; label: string }[] = [
  { x: 40, y: 40, icon: 'shield', label: 'Security' },
  { x: 300, y: 40, icon: 'server', label: 'Managed IT' },
  { x: 40, y: 270, icon: 'cloud', label: 'Cloud' },
  { x: 300, y: 270, icon: 'code', label: 'Software' },
];

/** The services hero's picture: four service tiles wired to one hub. */
export function HubIllustration() {
  const hub = useScopedId('hub');
  return (
    <svg viewBox="0 0 480 420" width="480" height="420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={hub} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <g fill="none" stroke="#38bdf8" strokeOpacity="0.55" strokeWidth="2" strokeDasharray="5 7">
        <path d="M180 110h40v100h20M300 110h-40v100h-20M180 330h40V210M300 330h-40V210" />
      </g>
      <circle cx="240" cy="210" r="58" fill="#38bdf8" opacity="0.14" />
      <circle cx="240" cy="210" r="40" fill={`url(#${hub})`} />
      <path
        d="M226 210l10 10 18-20"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {tiles.map((tile) => (
        <g key={tile.icon} transform={`translate(${tile.x} ${tile.y})`}>
          <rect width="140" height="110" rx="20" fill="#13295a" stroke="#38bdf8" strokeOpacity="0.45" />
          <rect x="20" y="20" width="44" height="44" rx="12" fill="#1d4ed8" />
          <g
            transform="translate(28 28) scale(1.17)"
            fill="none"
            stroke="#fff"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {iconPaths[tile.icon]}
          </g>
          <rect x="20" y="78" width="76" height="8" rx="4" fill="#fff" opacity="0.8" />
          <rect x="20" y="92" width="48" height="6" rx="3" fill="#fff" opacity="0.3" />
        </g>
      ))}
    </svg>
  );
}
