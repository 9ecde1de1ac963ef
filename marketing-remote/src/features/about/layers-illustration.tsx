import { useScopedId } from 'shared-config/ui';
import { iconPaths, type IconName } from '../../components/icon-paths';

const layers: { y: number; top: string; side: string; icon: IconName }[] = [
  { y: 318, top: '#1e3a78', side: '#13295a', icon: 'server' },
  { y: 212, top: '#1d4ed8', side: '#1e40af', icon: 'cloud' },
  { y: 106, top: 'gradient', side: '#0284c7', icon: 'shield' },
];

function slab(y: number): { top: string; left: string; right: string } {
  const cx = 240;
  return {
    top: `M${cx} ${y - 70}l140 70-140 70-140-70z`,
    left: `M${cx - 140} ${y}l140 70v18l-140-70z`,
    right: `M${cx + 140} ${y}l-140 70v18l140-70z`,
  };
}

/** The about hero's picture: security, cloud and infrastructure stacked as one dependable platform. */
export function LayersIllustration() {
  const gradient = useScopedId('about-top');
  const glow = useScopedId('about-glow');
  return (
    <svg viewBox="0 0 480 440" width="480" height="440" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#38bdf8" stopOpacity="0.3" />
          <stop offset="1" stopColor="#38bdf8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="240" cy="225" rx="230" ry="200" fill={`url(#${glow})`} />
      <ellipse cx="240" cy="420" rx="150" ry="16" fill="#000" opacity="0.25" />
      {layers.map((layer) => {
        const faces = slab(layer.y);
        return (
          <g key={layer.icon}>
            <path d={faces.left} fill={layer.side} />
            <path d={faces.right} fill={layer.side} opacity="0.8" />
            <path
              d={faces.top}
              fill={layer.top === 'gradient' ? `url(#${gradient})` : layer.top}
              stroke="#7dd3fc"
              strokeOpacity="0.5"
            />
            <g transform={`translate(${240 - 18} ${layer.y + (layer.top === 'gradient' ? -18 : 22)}) scale(1.5)`}>
              <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                {iconPaths[layer.icon]}
              </g>
            </g>
          </g>
        );
      })}
      <g stroke="#38bdf8" strokeOpacity="0.6" strokeDasharray="4 6" strokeWidth="2">
        <path d="M60 136h40M380 242h40M60 348h40" />
      </g>
      <g fill="#38bdf8">
        <circle cx="56" cy="136" r="6" />
        <circle cx="424" cy="242" r="6" />
        <circle cx="56" cy="348" r="6" />
      </g>
      <g transform="translate(340 20)">
        <rect width="120" height="44" rx="22" fill="#fff" />
        <circle cx="22" cy="22" r="12" fill="#dbeafe" />
        <path d="M17 22.5l3.5 3.5 6.5-7" fill="none" stroke="#1d4ed8" strokeWidth="2.6" strokeLinecap="round" />
        <rect x="42" y="16" width="60" height="12" rx="6" fill="#0b1b3f" />
      </g>
    </svg>
  );
}
