/** An abstract network of people and roles, drawn for the careers hero; decorative. */
export function BannerArt({ className }: { className?: string }) {
  return (
    <svg className={className} width="360" height="240" viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="careers-banner-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a78" />
          <stop offset="1" stopColor="#13295a" />
        </linearGradient>
      </defs>
      <g fill="none" stroke="#38bdf8" strokeOpacity="0.35" strokeWidth="1.5">
        <path d="M60 60L150 40L250 70L310 150L220 200L110 190L40 140Z" />
        <path d="M150 40L180 120L250 70M180 120L310 150M180 120L220 200M180 120L110 190M180 120L40 140M60 60L180 120" />
      </g>
      <g fill="#38bdf8">
        <circle cx="60" cy="60" r="5" />
        <circle cx="150" cy="40" r="4" />
        <circle cx="250" cy="70" r="6" />
        <circle cx="310" cy="150" r="4" />
        <circle cx="220" cy="200" r="5" />
        <circle cx="110" cy="190" r="4" />
        <circle cx="40" cy="140" r="5" />
      </g>
      <rect
        x="118"
        y="82"
        width="124"
        height="84"
        rx="14"
        fill="url(#careers-banner-card)"
        stroke="#38bdf8"
        strokeOpacity="0.6"
        strokeWidth="1.5"
      />
      <circle cx="146" cy="112" r="12" fill="#38bdf8" fillOpacity="0.9" />
      <path d="M130 140a16 10 0 0 1 32 0" fill="#38bdf8" fillOpacity="0.9" />
      <path
        d="M176 106h48M176 120h36M176 138h52M176 150h28"
        stroke="#cbd5e1"
        strokeOpacity="0.8"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="242" cy="84" r="15" fill="#1d4ed8" stroke="#f8fafc" strokeWidth="2" />
      <path
        d="M235 84l5 5 9-10"
        fill="none"
        stroke="#f8fafc"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
