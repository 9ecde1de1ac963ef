import { useScopedId } from 'shared-config/ui';

const codeLines = [
  { x: 0, w: 120, c: '#38bdf8' },
  { x: 20, w: 160, c: '#fff' },
  { x: 20, w: 100, c: '#a5b4fc' },
  { x: 40, w: 130, c: '#fff' },
  { x: 40, w: 80, c: '#38bdf8' },
  { x: 20, w: 150, c: '#fff' },
  { x: 0, w: 60, c: '#38bdf8' },
];

/** The software hero's picture: an editor, a phone app and a delivery pipeline. */
export function CodeIllustration() {
  const screen = useScopedId('code-screen');
  return (
    <svg viewBox="0 0 480 420" width="480" height="420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={screen} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="210" r="190" fill="none" stroke="#38bdf8" strokeOpacity="0.12" />
      <g transform="translate(30 60)">
        <rect width="320" height="230" rx="18" fill="#0b1b3f" stroke="#38bdf8" strokeOpacity="0.45" />
        <path d="M0 18a18 18 0 0 1 18-18h284a18 18 0 0 1 18 18v20H0z" fill="#13295a" />
        <circle cx="22" cy="19" r="5" fill="#f87171" />
        <circle cx="40" cy="19" r="5" fill="#fbbf24" />
        <circle cx="58" cy="19" r="5" fill="#22c55e" />
        {codeLines.map((line, index) => (
          <g key={`${line.x}-${line.w}-${line.c}`}>
            <rect x="20" y={62 + index * 22} width="14" height="8" rx="4" fill="#fff" opacity="0.15" />
            <rect x={48 + line.x} y={62 + index * 22} width={line.w} height="8" rx="4" fill={line.c} opacity="0.8" />
          </g>
        ))}
      </g>
      <g transform="translate(318 150)">
        <rect width="130" height="230" rx="24" fill="#fff" />
        <rect x="10" y="14" width="110" height="200" rx="14" fill={`url(#${screen})`} />
        <rect x="24" y="34" width="60" height="10" rx="5" fill="#fff" />
        <rect x="24" y="56" width="82" height="46" rx="10" fill="#fff" opacity="0.25" />
        <rect x="24" y="112" width="82" height="30" rx="8" fill="#fff" opacity="0.25" />
        <rect x="24" y="176" width="82" height="24" rx="12" fill="#fff" />
      </g>
      <g transform="translate(40 320)">
        <rect width="250" height="64" rx="16" fill="#13295a" stroke="#38bdf8" strokeOpacity="0.4" />
        <path d="M48 32h154" stroke="#38bdf8" strokeWidth="3" strokeDasharray="6 6" />
        {[32, 125, 218].map((cx, index) => (
          <g key={cx}>
            <circle cx={cx} cy="32" r="16" fill={index === 2 ? '#22c55e' : '#1d4ed8'} />
            <path
              d={`M${cx - 6} 32l4 4 8-8`}
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        ))}
      </g>
    </svg>
  );
}
